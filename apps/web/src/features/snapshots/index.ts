export { SnapshotsPage } from './components/snapshots-page';
export { SnapshotViewPage } from './components/snapshot-view-page';
export { SnapshotDiffPage } from './components/snapshot-diff-page';
