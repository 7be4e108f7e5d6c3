export { SnapshotViewPage as Component } from '@/features/snapshots';
