export { OrganisationUsersTab } from './components/organisation-users-tab';
