export { ExtractionRuleEditorPage as Component } from '@/features/extraction-rules';
