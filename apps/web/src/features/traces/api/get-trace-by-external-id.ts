import { TraceByExternalIdSchema } from '@assay/shared/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

/** The trace your application tagged with this id; a 404 when there is none. */
export async function getTraceByExternalId(projectId: string, externalId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/v2/llm/traces/by-external-id/${encodeURIComponent(externalId)}`, {
    projectId,
    schema: TraceByExternalIdSchema,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const getTraceByExternalIdQueryOptions = (projectId: string, externalId: string) =>
  queryOptions({
    queryKey: traceKeys.byExternalId(projectId, externalId),
    queryFn: ({ signal }) => getTraceByExternalId(projectId, externalId, signal),
  });

export function useTraceByExternalIdQuery(projectId: string, externalId: string | null) {
  return useQuery({ ...getTraceByExternalIdQueryOptions(projectId, externalId ?? ''), enabled: !!externalId });
}
