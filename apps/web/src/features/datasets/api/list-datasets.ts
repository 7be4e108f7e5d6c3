import { DatasetSchema } from '@assay/shared/contracts/datasets';
import { pageOf } from '@assay/shared/contracts/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datasetKeys, type ListDatasetsParams } from './dataset-keys';

/** While a dataset is importing the list is polled, so its status changes without a reload. */
export const IMPORTING_POLL_MS = 2000;

/** The project's datasets; the server leaves disabled ones out. */
export async function listDatasets({ projectId, page, size, search, tag }: ListDatasetsParams) {
  const { data } = await apiRequest('/v2/llm/dataset', {
    query: { page, size, search, tag },
    schema: pageOf(DatasetSchema),
    projectId,
  });
  return data;
}

export const listDatasetsQueryOptions = (params: ListDatasetsParams) =>
  queryOptions({
    queryKey: datasetKeys.list(params),
    queryFn: () => listDatasets(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((d) => d.status === 'importing') ? IMPORTING_POLL_MS : false,
  });

export function useDatasetsQuery(params: ListDatasetsParams | null) {
  return useQuery({
    ...listDatasetsQueryOptions(params ?? { projectId: '', page: 0, size: 20 }),
    enabled: params !== null && params.projectId !== '',
  });
}
