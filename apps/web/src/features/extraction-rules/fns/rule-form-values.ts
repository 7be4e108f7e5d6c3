import type { DatasetColumnRole, DatasetColumnType } from '@assay/shared/contracts/datasets';
import type {
  CreateExtractionRuleRequest,
  ExtractionRule,
  UpdateExtractionRuleRequest,
} from '@assay/shared/contracts/extraction-rules';
import type { AttributeMatchOp } from '@assay/shared/domain/span-selector';
import type { MappingSource } from '@assay/shared/domain/extract-rows';

export type MappingFormValues = {
  column: string;
  role: DatasetColumnRole;
  type: DatasetColumnType;
  source: MappingSource;
  path: string;
};

export type RuleFormValues = {
  name: string;
  isActive: boolean;
  /** Write into an existing dataset, or create one from the mapped columns on save. */
  target: 'existing' | 'new';
  datasetId: string | null;
  newDatasetName: string;
  selector: {
    kinds: string[];
    namePattern: string;
    attributeMatches: Array<{ key: string; op: AttributeMatchOp; value: string }>;
  };
  mappings: MappingFormValues[];
};

/** A new rule starts from the common case: the prompt and the answer of every LLM span. */
export const NEW_RULE_VALUES: RuleFormValues = {
  name: '',
  isActive: true,
  target: 'new',
  datasetId: null,
  newDatasetName: '',
  selector: { kinds: ['llm'], namePattern: '', attributeMatches: [] },
  mappings: [
    { column: 'prompt', role: 'prompt', type: 'string', source: 'input', path: '$' },
    { column: 'response', role: 'response', type: 'string', source: 'output', path: '$' },
  ],
};

export const EMPTY_MAPPING: MappingFormValues = {
  column: '',
  role: 'plain',
  type: 'string',
  source: 'output',
  path: '$',
};

export function toFormValues(rule: ExtractionRule): RuleFormValues {
  return {
    name: rule.name,
    isActive: rule.isActive,
    target: 'existing',
    datasetId: rule.datasetId,
    newDatasetName: '',
    selector: {
      kinds: [...rule.selector.kinds],
      namePattern: rule.selector.namePattern,
      attributeMatches: rule.selector.attributeMatches.map((m) => ({ ...m })),
    },
    mappings: rule.mappings.map((m) => ({ ...m })),
  };
}

/** What the editor sends to create a rule: the target is either the chosen dataset or a new one. */
export function toCreateRequest(values: RuleFormValues): CreateExtractionRuleRequest {
  return {
    name: values.name.trim(),
    isActive: values.isActive,
    ...toTarget(values),
    selector: {
      kinds: values.selector.kinds as CreateExtractionRuleRequest['selector']['kinds'],
      namePattern: values.selector.namePattern.trim(),
      attributeMatches: values.selector.attributeMatches.map((m) => ({
        key: m.key.trim(),
        op: m.op,
        value: m.op === 'exists' ? '' : m.value,
      })),
    },
    mappings: values.mappings.map((m) => ({ ...m, column: m.column.trim(), path: m.path.trim() })),
  };
}

export function toUpdateRequest(values: RuleFormValues): UpdateExtractionRuleRequest {
  return toCreateRequest(values);
}

function toTarget(values: RuleFormValues): { datasetId?: string; newDatasetName?: string } {
  if (values.target === 'new') return { newDatasetName: values.newDatasetName.trim() };
  return values.datasetId ? { datasetId: values.datasetId } : {};
}
