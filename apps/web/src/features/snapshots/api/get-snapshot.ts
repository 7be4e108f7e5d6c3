import { SnapshotRowsPageSchema, SnapshotSchema } from '@assay/shared/contracts/snapshots';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { snapshotKeys } from './snapshot-keys';

const base = (snapshotId: string) => `/v2/llm/snapshots/${encodeURIComponent(snapshotId)}`;

export async function getSnapshot(snapshotId: string) {
  const { data } = await apiRequest(base(snapshotId), { schema: SnapshotSchema });
  return data;
}

export function useSnapshotQuery(snapshotId: string) {
  return useQuery({
    queryKey: snapshotKeys.detail(snapshotId),
    queryFn: () => getSnapshot(snapshotId),
    enabled: snapshotId !== '',
  });
}

/** One keyset page of the snapshot's rows, as frozen when it was taken. */
export async function listSnapshotRows(snapshotId: string, query: Record<string, unknown>, signal?: AbortSignal) {
  const { data } = await apiRequest(`${base(snapshotId)}/rows`, { query, schema: SnapshotRowsPageSchema, signal });
  return data;
}
