import { createPlaygroundState, playgroundReducer, type PlaygroundState } from '@assay/shared/domain/playground-state';
import { ExecutePromptRequestSchema, type PromptVersion } from '@assay/shared/contracts/prompts';
import { describe, expect, it } from 'vitest';
import { toExecuteRequest } from './to-execute-request';
import { toPromptTemplate } from './to-prompt-template';

const version: PromptVersion = {
  id: 'v-1',
  promptId: 'p-1',
  version: 1,
  name: 'First',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u-1',
  template: {
    textFields: [
      { role: 'system', content: 'You answer questions about {{topic}}.' },
      { role: 'user', content: '{{question}}' },
    ],
    variableSpecs: [{ name: 'topic', type: 'string', schema: 'query', value: 'tea' }],
    modelSpecs: {
      model: 'openai/gpt-4o',
      parameters: [
        { name: 'temperature', value: '0.2', type: 'float', minRange: 0, maxRange: 2 },
        { name: 'max_tokens', value: 256, type: 'int', minRange: 1, maxRange: 4096 },
      ],
    },
    metricsSpecs: [{ name: 'toxicity', config: {} }],
    tools: [{ name: 'lookup', description: 'Finds a fact', parameters: { type: 'object' } }],
    responseFormat: { type: 'json_schema', name: 'answer', schema: { type: 'object' } },
  },
};

function openVersion(): PlaygroundState {
  let state = playgroundReducer(createPlaygroundState('c1'), { type: 'prompt-selected', promptId: 'p-1' });
  state = playgroundReducer(state, { type: 'versions-loaded', versions: [version] });
  state = playgroundReducer(state, { type: 'version-selected', columnId: 'c1', version });
  return playgroundReducer(state, { type: 'variable-value-changed', name: 'question', value: 'Is green tea bitter?' });
}

describe('toExecuteRequest', () => {
  it('sends the column template, the prompt and version ids and the shared variables', () => {
    const request = toExecuteRequest(openVersion(), 'c1');
    expect(request).toEqual({
      dpId: null,
      promptId: 'p-1',
      promptVersion: 'v-1',
      isDraft: false,
      promptTemplate: {
        textFields: version.template.textFields,
        variableSpecs: [
          { name: 'topic', type: 'string', schema: 'query', value: 'tea' },
          { name: 'question', type: 'string', schema: 'query', value: 'Is green tea bitter?' },
        ],
        modelSpecs: version.template.modelSpecs,
        metricsSpecs: version.template.metricsSpecs,
        tools: version.template.tools,
        responseFormat: version.template.responseFormat,
      },
      variables: [
        { name: 'topic', type: 'string', schema: 'query', value: 'tea' },
        { name: 'question', type: 'string', schema: 'query', value: 'Is green tea bitter?' },
      ],
    });
    // The server validates the body with this schema; a payload it would refuse is a bug here.
    expect(ExecutePromptRequestSchema.safeParse(request).success).toBe(true);
  });

  it('marks an edited column as a draft run and keeps the last execution id until it changes', () => {
    let state = openVersion();
    state = playgroundReducer(state, { type: 'run-started', columnId: 'c1' });
    state = playgroundReducer(state, { type: 'run-succeeded', columnId: 'c1', response: 'Yes', dpId: 'dp-9' });
    expect(toExecuteRequest(state, 'c1')?.dpId).toBe('dp-9');

    state = playgroundReducer(state, {
      type: 'messages-changed',
      columnId: 'c1',
      messages: [{ role: 'system', content: 'Be short.' }],
    });
    const request = toExecuteRequest(state, 'c1');
    expect(request?.isDraft).toBe(true);
    expect(request?.dpId).toBeNull();
    expect(request?.promptTemplate.textFields).toEqual([{ role: 'system', content: 'Be short.' }]);
  });

  it('runs each compare column with its own model and messages', () => {
    let state = openVersion();
    state = playgroundReducer(state, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    state = playgroundReducer(state, { type: 'model-changed', columnId: 'c2', model: 'anthropic/claude-sonnet-4-5' });
    state = playgroundReducer(state, {
      type: 'messages-changed',
      columnId: 'c2',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    const second = toExecuteRequest(state, 'c2');
    expect(second?.promptTemplate.modelSpecs.model).toBe('anthropic/claude-sonnet-4-5');
    // A new column copies the model parameters of the one it was added after.
    expect(second?.promptTemplate.modelSpecs.parameters).toEqual(version.template.modelSpecs.parameters);
    expect(second?.promptTemplate.textFields).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(toExecuteRequest(state, 'c1')?.promptTemplate.modelSpecs.model).toBe('openai/gpt-4o');
  });

  it('returns null for a column that does not exist', () => {
    expect(toExecuteRequest(openVersion(), 'nope')).toBeNull();
  });
});

describe('toPromptTemplate', () => {
  it('leaves out empty tools and malformed saved evals', () => {
    const template = toPromptTemplate(
      { variables: [], savedEvals: [{ name: 'ok', config: {} }, { broken: true }] },
      { messages: [{ role: 'system', content: 'x' }], selectedModel: 'a/b', modelParams: [], tools: [] },
    );
    expect(template).toEqual({
      textFields: [{ role: 'system', content: 'x' }],
      variableSpecs: [],
      modelSpecs: { model: 'a/b', parameters: [] },
      metricsSpecs: [{ name: 'ok', config: {} }],
    });
  });
});
