import { DEFAULT_DOWNLOAD_FILE_NAME } from '@assay/shared/domain/constants';
import { toQueryString } from '@assay/shared/domain/to-query-string';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** The name in a Content-Disposition header (RFC 6266 `filename*` first), else null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/**
 * The SPEC download helper: fetches a URL (with the bearer token and project header, as every call) and saves
 * the body as a file, named by the server, else by `fileName`, else File.csv.
 */
export async function downloadFile(
  path: string,
  { query = {}, projectId, fileName }: { query?: Record<string, unknown>; projectId: string; fileName?: string },
): Promise<void> {
  const token = storage.get('token');
  const response = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}${path}${toQueryString(query)}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-project-id': projectId },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `The download failed (HTTP ${response.status})`);
  }
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName ?? DEFAULT_DOWNLOAD_FILE_NAME;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
