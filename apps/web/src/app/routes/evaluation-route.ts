export { EvaluationPage as Component } from '@/features/traces';
