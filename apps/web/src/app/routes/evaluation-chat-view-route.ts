export { ChatViewPage as Component } from '@/features/traces';
