import { SnapshotDiffSchema } from '@assay/shared/contracts/snapshots';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { snapshotKeys } from './snapshot-keys';

/** Rows added, removed and changed from one snapshot to another (lists capped, counts exact). */
export async function getSnapshotDiff(from: string, to: string) {
  const { data } = await apiRequest('/v2/llm/snapshots/diff', {
    query: { from, to, limit: 200 },
    schema: SnapshotDiffSchema,
  });
  return data;
}

export function useSnapshotDiffQuery(from: string, to: string) {
  return useQuery({
    queryKey: snapshotKeys.diff(from, to),
    queryFn: () => getSnapshotDiff(from, to),
    enabled: from !== '' && to !== '',
  });
}
