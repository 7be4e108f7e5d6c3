export type ListSnapshotsParams = { projectId: string; page: number; size: number; search?: string };

export const snapshotKeys = {
  all: ['snapshots'] as const,
  lists: () => [...snapshotKeys.all, 'list'] as const,
  list: (params: ListSnapshotsParams) => [...snapshotKeys.lists(), params] as const,
  detail: (snapshotId: string) => [...snapshotKeys.all, 'detail', snapshotId] as const,
  diff: (from: string, to: string) => [...snapshotKeys.all, 'diff', from, to] as const,
};
