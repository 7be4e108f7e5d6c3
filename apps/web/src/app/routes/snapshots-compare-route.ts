export { SnapshotDiffPage as Component } from '@/features/snapshots';
