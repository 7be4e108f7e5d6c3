export { AgenticTracingPage as Component } from '@/features/traces';
