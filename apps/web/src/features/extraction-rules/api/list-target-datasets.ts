import { DatasetSchema } from '@assay/shared/contracts/datasets';
import { pageOf } from '@assay/shared/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { extractionRuleKeys } from './extraction-rule-keys';

/** Datasets a rule can write into (the first 200 by the server's order). */
export async function listTargetDatasets(projectId: string) {
  const { data } = await apiRequest('/v2/llm/dataset', {
    query: { page: 0, size: 200 },
    schema: pageOf(DatasetSchema),
    projectId,
  });
  return data.content;
}

export const listTargetDatasetsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: extractionRuleKeys.datasets(projectId), queryFn: () => listTargetDatasets(projectId) });

export function useTargetDatasetsQuery(projectId: string | null) {
  return useQuery({ ...listTargetDatasetsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}
