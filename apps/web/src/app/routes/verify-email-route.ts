export { VerifyEmailPage as Component } from '@/features/auth';
