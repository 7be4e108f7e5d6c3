export { TraceViewPage as Component } from '@/features/traces';
