import type { ModelParameter } from '@assay/shared/contracts/prompts';
import { describe, expect, it } from 'vitest';
import { applyParameterValues, mergeModelParameters } from './merge-model-parameters';

const anthropic: ModelParameter[] = [
  { name: 'temperature', value: 1, type: 'float', minRange: 0, maxRange: 1 },
  { name: 'max_tokens', value: 1024, type: 'int', minRange: 1, maxRange: 64000 },
  { name: 'top_k', value: 40, type: 'int', minRange: 1, maxRange: 500 },
];

describe('mergeModelParameters', () => {
  it("keeps the person's values for parameters the new model also has, clamped to its range", () => {
    const merged = mergeModelParameters(anthropic, [
      { name: 'temperature', value: 1.6, type: 'float', minRange: 0, maxRange: 2 },
      { name: 'max_tokens', value: 300, type: 'int', minRange: 1, maxRange: 128000 },
      { name: 'seed', value: 4, type: 'int', minRange: 0, maxRange: 100 },
    ]);
    expect(merged).toEqual([
      { name: 'temperature', value: 1, type: 'float', minRange: 0, maxRange: 1 },
      { name: 'max_tokens', value: 300, type: 'int', minRange: 1, maxRange: 64000 },
      { name: 'top_k', value: 40, type: 'int', minRange: 1, maxRange: 500 },
    ]);
  });

  it('takes the defaults when the type differs or the old value is empty', () => {
    const merged = mergeModelParameters(anthropic, [
      { name: 'temperature', value: null, type: 'float' },
      { name: 'top_k', value: 'many', type: 'other' },
    ]);
    expect(merged).toEqual(anthropic);
  });
});

describe('applyParameterValues', () => {
  it('sets the values a past run used on the matching controls', () => {
    expect(applyParameterValues(anthropic, { temperature: 0.3, unknown: 1, top_k: null })).toEqual([
      { ...anthropic[0], value: 0.3 },
      anthropic[1],
      anthropic[2],
    ]);
  });
});
