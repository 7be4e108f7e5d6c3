export { TraceByExternalIdPage as Component } from '@/features/traces';
