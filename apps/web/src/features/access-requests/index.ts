export { PendingAccessRequests } from './components/pending-access-requests';
export { ProjectAccessRequests } from './components/project-access-requests';
export { RequestAccessPage } from './components/request-access-page';
