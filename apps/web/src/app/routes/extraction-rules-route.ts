export { ExtractionRulesPage as Component } from '@/features/extraction-rules';
