export { CredentialsTab as Component } from '@/features/credentials';
