export { SignupPage as Component } from '@/features/auth';
