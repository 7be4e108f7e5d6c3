export { useProjectAccessQuery } from './api/get-project-access';
export { projectKeys } from './api/project-keys';
export { useProjectsQuery } from './api/list-projects';
export { ProjectBarActions } from './components/project-bar-actions';
export { ProjectListPage } from './components/project-list-page';
