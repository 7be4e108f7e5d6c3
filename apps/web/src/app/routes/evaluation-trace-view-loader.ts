import type { LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '@/lib/api-client';

export type TraceViewLoaderData = { projectId: string; traceId: string; tree: Promise<unknown> } | null;

/**
 * Starts fetching the trace tree as soon as the route matches, while the page's code is still loading, so
 * a large trace's transfer overlaps the download of the screen. Not awaited: navigation never waits on it;
 * the page's query takes the promise over (and reports its errors).
 */
export function traceViewLoader({ request }: LoaderFunctionArgs): TraceViewLoaderData {
  const params = new URL(request.url).searchParams;
  const traceId = params.get('traceId')?.trim().toLowerCase() ?? '';
  const projectId = params.get('projectId')?.trim() ?? '';
  if (!projectId || !/^[0-9a-f]{32}$/.test(traceId)) return null;
  const tree = apiRequest(`/v2/llm/traces/${traceId}/tree`, { projectId }).then((res) => res.data);
  tree.catch(() => {});
  return { projectId, traceId, tree };
}
