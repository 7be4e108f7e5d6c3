export { OrganisationUsersTab as Component } from '@/features/users';
