import { type CreateSnapshotRequest, SnapshotSchema } from '@assay/shared/contracts/snapshots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { restoredDatasetId } from '../fns/restored-dataset-id';
import { snapshotKeys } from './snapshot-keys';

const base = (snapshotId: string) => `/v2/llm/snapshots/${encodeURIComponent(snapshotId)}`;

export async function createSnapshot(request: CreateSnapshotRequest) {
  const { data } = await apiRequest('/v2/llm/snapshots', { method: 'POST', body: request, schema: SnapshotSchema });
  return data;
}

export async function deleteSnapshot(snapshotId: string) {
  await apiRequest(base(snapshotId), { method: 'DELETE' });
}

/** Copies the snapshot's rows and columns into a new dataset; returns that dataset's id when the server says it. */
export async function restoreSnapshot({ snapshotId, name }: { snapshotId: string; name: string }) {
  const { data } = await apiRequest(`${base(snapshotId)}/restore`, { method: 'POST', body: { name } });
  return restoredDatasetId(data);
}

export function useSnapshotMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: snapshotKeys.lists() });
  return {
    create: useMutation({ mutationFn: createSnapshot, onSuccess }),
    remove: useMutation({ mutationFn: deleteSnapshot, onSuccess }),
    // A restore makes a dataset: the datasets feature's lists refetch when next shown.
    restore: useMutation({ mutationFn: restoreSnapshot, onSuccess: () => queryClient.invalidateQueries() }),
  };
}
