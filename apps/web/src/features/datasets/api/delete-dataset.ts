import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { datasetKeys } from './dataset-keys';

export async function deleteDataset(datasetId: string) {
  await apiRequest(`/v2/llm/dataset/${encodeURIComponent(datasetId)}`, { method: 'DELETE' });
}

export function useDeleteDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.lists() }),
  });
}
