import { DatasetSchema } from '@assay/shared/contracts/datasets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datasetKeys } from './dataset-keys';
import { IMPORTING_POLL_MS } from './list-datasets';

export async function getDataset(datasetId: string) {
  const { data } = await apiRequest(`/v2/llm/dataset/${encodeURIComponent(datasetId)}`, { schema: DatasetSchema });
  return data;
}

export const getDatasetQueryOptions = (datasetId: string) =>
  queryOptions({
    queryKey: datasetKeys.detail(datasetId),
    queryFn: () => getDataset(datasetId),
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? IMPORTING_POLL_MS : false),
  });

export function useDatasetQuery(datasetId: string | null) {
  return useQuery({ ...getDatasetQueryOptions(datasetId ?? ''), enabled: !!datasetId });
}
