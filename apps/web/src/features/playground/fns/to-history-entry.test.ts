import type { ExecutionDoc } from '@assay/shared/contracts/prompt-management';
import { describe, expect, it } from 'vitest';
import { toHistoryEntry } from './to-history-entry';

const doc: ExecutionDoc = {
  id: 'dp-1',
  promptId: 'p-1',
  versionId: null,
  isDraft: true,
  model: 'openai/gpt-4o',
  parameters: { temperature: 0.2 },
  variables: { question: 'Why?', count: 3 },
  templateMessages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'tool', content: 'odd role {{question}}' },
  ],
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'tool', content: 'odd role Why?' },
  ],
  status: 'succeeded',
  response: 'Because.',
  toolCalls: null,
  error: null,
  inputTokens: 3,
  outputTokens: 1,
  isTokenCountEstimated: false,
  costUsd: null,
  latencyMs: 10,
  createdBy: 'u',
  createdByName: 'Ada',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('toHistoryEntry', () => {
  it('gives back the messages as written (placeholders kept), string variables, model and parameters', () => {
    expect(toHistoryEntry(doc)).toEqual({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'odd role {{question}}' },
      ],
      variables: { question: 'Why?' },
      model: 'openai/gpt-4o',
      parameters: { temperature: 0.2 },
    });
  });

  it('reads variables stored as specs and never returns a column without messages', () => {
    const entry = toHistoryEntry({
      ...doc,
      templateMessages: [],
      messages: [],
      variables: [{ name: 'q', value: 'x' }, { nope: 1 }],
    });
    expect(entry.variables).toEqual({ q: 'x' });
    expect(entry.messages).toEqual([{ role: 'system', content: '' }]);
  });
});
