export interface ProjectIdSources {
  /** Project chosen in the UI. */
  selectedProjectId?: string | null | undefined;
  /** The page's `location.search`, with or without the leading '?'. */
  pageSearch?: string | null | undefined;
  /** The request URL, absolute or relative. */
  requestUrl?: string | null | undefined;
  /** The request body; only an own `projectId` string or number is used. */
  payload?: unknown;
}

// Only used to resolve relative URLs; the host never leaves this function.
const DUMMY_BASE = 'http://assay.invalid';

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function fromSearch(search: string | null | undefined): string | null {
  if (!search) return null;
  return nonEmpty(new URLSearchParams(search).get('projectId'));
}

function fromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return nonEmpty(new URL(url, DUMMY_BASE).searchParams.get('projectId'));
  } catch {
    // A malformed URL simply contributes no project id; the next source is tried.
    return null;
  }
}

function fromPayload(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !Object.hasOwn(payload, 'projectId')) {
    return null;
  }
  const value: unknown = (payload as { projectId: unknown }).projectId;
  if (typeof value === 'string') return nonEmpty(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Value for the X-Project-Id header. Precedence follows the spec: the selected project, then
 * `projectId` in the page query, then in the request URL query, then in the payload.
 * Blank values are skipped so an unset field cannot mask a later source.
 */
export function resolveProjectId(sources: ProjectIdSources): string | null {
  return (
    nonEmpty(sources.selectedProjectId) ??
    fromSearch(sources.pageSearch) ??
    fromUrl(sources.requestUrl) ??
    fromPayload(sources.payload)
  );
}
