import { DatasetSchema, type UpdateDatasetRequest } from '@assay/shared/contracts/datasets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datasetKeys } from './dataset-keys';

export type UpdateDatasetInput = { datasetId: string; changes: UpdateDatasetRequest };

/** Renames, re-tags, disables, or changes the column mapping (name, role, type) of a dataset. */
export async function updateDataset({ datasetId, changes }: UpdateDatasetInput) {
  const { data } = await apiRequest(`/v2/llm/dataset/${encodeURIComponent(datasetId)}`, {
    method: 'PUT',
    body: changes,
    schema: DatasetSchema,
  });
  return data;
}

export function useUpdateDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataset,
    onSuccess: (dataset) => {
      queryClient.setQueryData(datasetKeys.detail(dataset.id), dataset);
      return queryClient.invalidateQueries({ queryKey: datasetKeys.lists() });
    },
  });
}
