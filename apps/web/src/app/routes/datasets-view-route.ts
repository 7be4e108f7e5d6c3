export { DatasetViewPage as Component } from '@/features/datasets';
