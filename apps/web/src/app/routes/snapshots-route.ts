export { SnapshotsPage as Component } from '@/features/snapshots';
