export { ExtractionRuleEditorPage } from './components/extraction-rule-editor-page';
export { ExtractionRulesPage } from './components/extraction-rules-page';
