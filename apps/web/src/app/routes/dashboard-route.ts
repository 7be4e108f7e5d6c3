export { DashboardPage as Component } from '@/features/dashboard';
