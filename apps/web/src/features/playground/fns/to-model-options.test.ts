import type { Provider } from '@assay/shared/contracts/providers';
import { describe, expect, it } from 'vitest';
import { toModelOptions } from './to-model-options';

const providers: Provider[] = [
  { provider: 'openai', kind: 'openai', credentialId: 'c1', label: 'OpenAI', models: ['gpt-4o', 'gpt-4o-mini'] },
  { provider: 'local-llm', kind: 'openai-compatible', credentialId: 'c2', label: 'local-llm', models: ['meta/llama'] },
  { provider: 'empty', kind: 'openai-compatible', credentialId: 'c3', label: 'empty', models: [] },
];

describe('toModelOptions', () => {
  it('groups models by provider with provider/model ids', () => {
    expect(toModelOptions(providers, 'openai/gpt-4o')).toEqual([
      {
        group: 'OpenAI',
        items: [
          { value: 'openai/gpt-4o', label: 'gpt-4o' },
          { value: 'openai/gpt-4o-mini', label: 'gpt-4o-mini' },
        ],
      },
      { group: 'local-llm', items: [{ value: 'local-llm/meta/llama', label: 'meta/llama' }] },
    ]);
  });

  it('keeps a model nobody offers any more visible, marked', () => {
    expect(toModelOptions([], 'anthropic/claude-sonnet-4-5')).toEqual([
      {
        group: 'Not available',
        items: [{ value: 'anthropic/claude-sonnet-4-5', label: 'anthropic/claude-sonnet-4-5 (no credential)' }],
      },
    ]);
  });
});
