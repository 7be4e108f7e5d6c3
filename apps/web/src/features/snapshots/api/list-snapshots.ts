import { pageOf } from '@assay/shared/contracts/envelope';
import { SnapshotSchema } from '@assay/shared/contracts/snapshots';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type ListSnapshotsParams, snapshotKeys } from './snapshot-keys';

/** The project's snapshots, newest first. */
export async function listSnapshots({ projectId, page, size, search }: ListSnapshotsParams) {
  const { data } = await apiRequest('/v2/llm/snapshots', {
    query: { page, size, search },
    schema: pageOf(SnapshotSchema),
    projectId,
  });
  return data;
}

export function useSnapshotsQuery(params: ListSnapshotsParams | null) {
  return useQuery({
    queryKey: snapshotKeys.list(params ?? { projectId: '', page: 0, size: 0 }),
    queryFn: () => listSnapshots(params as ListSnapshotsParams),
    placeholderData: keepPreviousData,
    enabled: params !== null && params.projectId !== '',
  });
}
