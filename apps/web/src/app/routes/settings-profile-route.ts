export { ProfileSettingsTab as Component } from '@/features/profile';
