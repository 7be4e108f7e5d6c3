export { CredentialsTab } from './components/credentials-tab';
