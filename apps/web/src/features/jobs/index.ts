export { JobStatusPage } from './components/job-status-page';
