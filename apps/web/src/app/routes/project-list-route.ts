export { ProjectListPage as Component } from '@/features/projects';
