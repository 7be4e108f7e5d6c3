import { SessionTurnsSchema } from '@assay/shared/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

/** The turns of one session (one trace each), oldest first. */
export async function getSession(projectId: string, sessionId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/v2/llm/traces/sessions/${encodeURIComponent(sessionId)}`, {
    projectId,
    schema: SessionTurnsSchema,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const getSessionQueryOptions = (projectId: string, sessionId: string) =>
  queryOptions({
    queryKey: traceKeys.session(projectId, sessionId),
    queryFn: ({ signal }) => getSession(projectId, sessionId, signal),
  });

export function useSessionQuery(projectId: string, sessionId: string | null) {
  return useQuery({ ...getSessionQueryOptions(projectId, sessionId ?? ''), enabled: !!sessionId });
}
