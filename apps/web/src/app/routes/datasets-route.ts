export { DatasetsPage as Component } from '@/features/datasets';
