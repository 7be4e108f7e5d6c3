import { CreateExtractionRuleRequestSchema } from '@assay/shared/contracts/extraction-rules';
import { describe, expect, it } from 'vitest';
import { NEW_RULE_VALUES, toCreateRequest, toFormValues } from './rule-form-values';

describe('toCreateRequest', () => {
  it('names a new dataset, or sends the chosen one', () => {
    const asNew = toCreateRequest({ ...NEW_RULE_VALUES, name: ' Answers ', newDatasetName: ' answers ' });
    expect(asNew).toMatchObject({ name: 'Answers', newDatasetName: 'answers' });
    expect(asNew).not.toHaveProperty('datasetId');
    const existing = toCreateRequest({ ...NEW_RULE_VALUES, target: 'existing', datasetId: 'd1', newDatasetName: 'x' });
    expect(existing).toMatchObject({ datasetId: 'd1' });
    expect(existing).not.toHaveProperty('newDatasetName');
  });

  it('drops the value of exists conditions and trims paths', () => {
    const request = toCreateRequest({
      ...NEW_RULE_VALUES,
      selector: { kinds: [], namePattern: ' chat* ', attributeMatches: [{ key: ' a ', op: 'exists', value: 'x' }] },
      mappings: [{ column: ' c ', role: 'plain', type: 'string', source: 'input', path: ' $.a ' }],
    });
    expect(request.selector).toEqual({
      kinds: [],
      namePattern: 'chat*',
      attributeMatches: [{ key: 'a', op: 'exists', value: '' }],
    });
    expect(request.mappings[0]).toMatchObject({ column: 'c', path: '$.a' });
  });

  it('gives the server field errors where the form shows them', () => {
    const parsed = CreateExtractionRuleRequestSchema.safeParse(
      toCreateRequest({
        ...NEW_RULE_VALUES,
        name: 'r',
        newDatasetName: 'd',
        mappings: [{ column: 'c', role: 'plain', type: 'string', source: 'input', path: 'oops' }],
      }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['mappings.0.path']);
  });
});

describe('toFormValues', () => {
  it('edits a saved rule against its dataset', () => {
    const values = toFormValues({
      id: 'r1',
      name: 'Rule',
      isActive: false,
      datasetId: 'd1',
      datasetName: 'Data',
      selector: { kinds: ['tool'], namePattern: '', attributeMatches: [] },
      mappings: [{ column: 'c', role: 'plain', type: 'json', source: 'span', path: '$' }],
      rowsProduced: 0,
      lastRunAt: null,
      lastError: null,
      lastErrorAt: null,
      createdBy: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({ target: 'existing', datasetId: 'd1', isActive: false });
  });
});
