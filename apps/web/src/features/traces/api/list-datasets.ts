import { DatasetSchema } from '@assay/shared/contracts/datasets';
import { pageOf } from '@assay/shared/contracts/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceKeys } from './trace-keys';

const PICKER_SIZE = 200;

/** Datasets of the project for the "add to dataset" picker (the datasets feature owns the full list). */
export async function listDatasetsForPicker(projectId: string, signal?: AbortSignal) {
  const { data } = await apiRequest('/v2/llm/dataset', {
    query: { page: 0, size: PICKER_SIZE, kind: 'dataset' },
    schema: pageOf(DatasetSchema.pick({ id: true, name: true, status: true, isDisabled: true })),
    projectId,
    ...(signal ? { signal } : {}),
  });
  return data.content.filter((d) => !d.isDisabled && d.status === 'ready');
}

export const listDatasetsForPickerQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: traceKeys.datasets(projectId),
    queryFn: ({ signal }) => listDatasetsForPicker(projectId, signal),
  });

export function useDatasetsForPickerQuery(projectId: string, isEnabled: boolean) {
  return useQuery({ ...listDatasetsForPickerQueryOptions(projectId), enabled: isEnabled });
}
