export { RequestAccessPage as Component } from '@/features/access-requests';
