export { ProfileSettingsTab } from './components/profile-settings-tab';
