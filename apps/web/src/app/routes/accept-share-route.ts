export { AcceptSharePage as Component } from '@/features/auth';
