export { JobStatusPage as Component } from '@/features/jobs';
