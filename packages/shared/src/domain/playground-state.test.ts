import { describe, it, expect } from 'vitest';
import type { ModelParameter, PromptVersion, TextField } from '../contracts/prompts';
import {
  type PlaygroundAction,
  type PlaygroundColumn,
  type PlaygroundState,
  createPlaygroundColumn,
  createPlaygroundState,
  initialPromptId,
  playgroundReducer,
  runColumnsSequentially,
} from './playground-state';

const PARAMS: ModelParameter[] = [
  { name: 'temperature', value: '0.7', type: 'float', minRange: 0, maxRange: 2 },
  { name: 'max_tokens', value: 256, type: 'int' },
];

function column(id: string, overrides: Partial<PlaygroundColumn> = {}): PlaygroundColumn {
  return { ...createPlaygroundColumn(id), ...overrides };
}

/** A column that has been run and evaluated, so resets are visible. */
function ranColumn(id: string, overrides: Partial<PlaygroundColumn> = {}): PlaygroundColumn {
  return column(id, {
    messages: [{ role: 'system', content: 'You are {{persona}}' }],
    selectedModel: 'openai/gpt-4o',
    modelParams: PARAMS,
    isDraft: true,
    dpId: 'dp-1',
    response: 'an answer',
    responseErrors: { content: ['too long'] },
    evalResults: [{ metric: 'toxicity', score: 0 }],
    calculatedMetrics: [{ name: 'toxicity', value: 0 }],
    promptHistory: [{ id: 'h1' }],
    selectedVersionId: 'v-old',
    ...overrides,
  });
}

function state(overrides: Partial<PlaygroundState> = {}): PlaygroundState {
  return { ...createPlaygroundState(), ...overrides };
}

function version(overrides: Partial<PromptVersion> = {}): PromptVersion {
  return {
    id: 'v-2',
    promptId: 'p-1',
    version: 2,
    name: 'Second',
    isDefault: true,
    template: {
      textFields: [
        { role: 'system', content: 'Be {{tone}}' },
        { role: 'user', content: 'Summarise {{doc}}' },
      ],
      variableSpecs: [
        { name: 'tone', type: 'string', schema: 'query', value: 'brief' },
        { name: 'doc', type: 'string', schema: 'query', value: 'the report' },
      ],
      modelSpecs: {
        model: 'anthropic/claude-sonnet',
        parameters: [{ name: 'temperature', value: 0.2, type: 'float' }],
      },
      metricsSpecs: [{ name: 'relevance', config: { model: 'openai/gpt-4o-mini' } }],
      tools: [{ name: 'search', description: 'Search the web', parameters: { type: 'object' } }],
    },
    createdAt: '2024-01-01T00:00:00Z',
    createdBy: 'user-1',
    ...overrides,
  };
}

function reduce(initial: PlaygroundState, ...actions: PlaygroundAction[]): PlaygroundState {
  return actions.reduce(playgroundReducer, initial);
}

function only<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const messages = (...contents: string[]): TextField[] => contents.map((content) => ({ role: 'user', content }));

describe('initial state', () => {
  it('default content is one single column with one system message with empty content', () => {
    const initial = createPlaygroundState();
    expect(initial.mode).toBe('single');
    expect(initial.columns).toHaveLength(1);
    expect(only(initial.columns).messages).toEqual([{ role: 'system', content: '' }]);
    expect(only(initial.columns).isDraft).toBe(false);
    expect(only(initial.columns).dpId).toBeNull();
  });
});

describe('rule: initially the prompt whose id is in local storage is selected, else the first prompt', () => {
  const prompts = [{ id: 'a' }, { id: 'b' }];

  it('selects the prompt whose id is in local storage', () => {
    expect(initialPromptId('b', prompts)).toBe('b');
  });

  it('selects the first prompt when nothing is stored', () => {
    expect(initialPromptId(null, prompts)).toBe('a');
  });

  it('selects the first prompt when the stored id is no longer in the list', () => {
    expect(initialPromptId('deleted', prompts)).toBe('a');
  });

  it('selects nothing when there are no prompts', () => {
    expect(initialPromptId('b', [])).toBeNull();
    expect(initialPromptId(null, [])).toBeNull();
  });

  it('the prompt list loading selects the stored prompt when none is selected yet', () => {
    const next = reduce(state(), { type: 'prompts-loaded', prompts, storedPromptId: 'b' });
    expect(next.selectedPromptId).toBe('b');
  });

  it('the prompt list loading keeps a selected prompt that is still listed', () => {
    const next = reduce(state({ selectedPromptId: 'b', variables: [] }), {
      type: 'prompts-loaded',
      prompts,
      storedPromptId: 'a',
    });
    expect(next.selectedPromptId).toBe('b');
  });

  it('the prompt list loading falls back to the first prompt when the selected one was deleted', () => {
    const next = reduce(state({ selectedPromptId: 'gone', columns: [ranColumn('c1')] }), {
      type: 'prompts-loaded',
      prompts,
      storedPromptId: 'gone',
    });
    expect(next.selectedPromptId).toBe('a');
    expect(only(next.columns).response).toBeNull();
  });
});

describe('rule: draft flag becomes true when the model or messages change, or when saved evals change', () => {
  const clean = state({ columns: [column('c1'), column('c2')], mode: 'compare' });

  it('becomes true when the messages change', () => {
    const next = reduce(clean, { type: 'messages-changed', columnId: 'c1', messages: messages('hi') });
    expect(only(next.columns, 0).isDraft).toBe(true);
    expect(only(next.columns, 1).isDraft).toBe(false);
  });

  it('becomes true when the model changes', () => {
    const next = reduce(clean, { type: 'model-changed', columnId: 'c2', model: 'openai/gpt-4o' });
    expect(only(next.columns, 1).isDraft).toBe(true);
    expect(only(next.columns, 1).selectedModel).toBe('openai/gpt-4o');
    expect(only(next.columns, 0).isDraft).toBe(false);
  });

  it('becomes true when the model parameters change (they are part of the model spec)', () => {
    const next = reduce(clean, { type: 'model-params-changed', columnId: 'c1', modelParams: PARAMS });
    expect(only(next.columns).isDraft).toBe(true);
    expect(only(next.columns).modelParams).toEqual(PARAMS);
  });

  it('becomes true in every column when saved evals change', () => {
    const savedEvals = [{ name: 'relevance', config: {} }];
    const next = reduce(clean, { type: 'saved-evals-changed', savedEvals });
    expect(next.savedEvals).toEqual(savedEvals);
    expect(next.columns.map((c) => c.isDraft)).toEqual([true, true]);
  });

  it('does not change when only a variable value changes', () => {
    const withVariable = reduce(clean, { type: 'messages-changed', columnId: 'c1', messages: messages('{{q}}') });
    const saved = reduce(withVariable, { type: 'run-succeeded', columnId: 'c1', response: 'r', dpId: 'dp' });
    const next = reduce(saved, { type: 'variable-value-changed', name: 'q', value: 'x' });
    expect(only(next.columns).isDraft).toBe(false);
  });
});

describe('rule: draft flag becomes false when a version is selected, the prompt list loads, or a run response is stored', () => {
  const dirty = state({ selectedPromptId: 'p-1', columns: [ranColumn('c1'), ranColumn('c2')], mode: 'compare' });

  it('becomes false when a version is selected', () => {
    const next = reduce(dirty, { type: 'version-selected', columnId: 'c1', version: version() });
    expect(only(next.columns, 0).isDraft).toBe(false);
    expect(only(next.columns, 1).isDraft).toBe(true);
  });

  it('stays false after a version is selected even though its metrics replace the saved evals', () => {
    const next = reduce(dirty, { type: 'version-selected', columnId: 'c1', version: version() });
    expect(next.savedEvals).toEqual(version().template.metricsSpecs);
    expect(only(next.columns).isDraft).toBe(false);
  });

  it('becomes false in every column when the prompt list loads', () => {
    const next = reduce(dirty, { type: 'prompts-loaded', prompts: [{ id: 'p-1' }], storedPromptId: null });
    expect(next.columns.map((c) => c.isDraft)).toEqual([false, false]);
    expect(only(next.columns).response).toBe('an answer');
  });

  it('becomes false when a run response is stored', () => {
    const next = reduce(dirty, { type: 'run-succeeded', columnId: 'c2', response: 'ok', dpId: 'dp-9' });
    expect(only(next.columns, 1).isDraft).toBe(false);
    expect(only(next.columns, 0).isDraft).toBe(true);
  });

  it('does not become false when a run fails', () => {
    const next = reduce(dirty, { type: 'run-failed', columnId: 'c1', errors: 'boom' });
    expect(only(next.columns).isDraft).toBe(true);
  });
});

describe('rule: changing messages, model or variable values clears the execution id', () => {
  const ran = state({
    columns: [ranColumn('c1'), ranColumn('c2', { dpId: 'dp-2' })],
    mode: 'compare',
    variables: [{ name: 'persona', type: 'string', schema: 'query', value: 'a pirate' }],
  });

  it('changing messages clears the execution id of that column', () => {
    const next = reduce(ran, { type: 'messages-changed', columnId: 'c1', messages: messages('{{persona}}!') });
    expect(only(next.columns, 0).dpId).toBeNull();
    expect(only(next.columns, 1).dpId).toBe('dp-2');
  });

  it('changing the model clears the execution id of that column', () => {
    const next = reduce(ran, { type: 'model-changed', columnId: 'c2', model: 'openai/gpt-4o-mini' });
    expect(only(next.columns, 1).dpId).toBeNull();
    expect(only(next.columns, 0).dpId).toBe('dp-1');
  });

  it('changing model parameters clears the execution id of that column', () => {
    const next = reduce(ran, { type: 'model-params-changed', columnId: 'c1', modelParams: [] });
    expect(only(next.columns).dpId).toBeNull();
  });

  it('changing a variable value clears the execution id of every column (variables are shared)', () => {
    const next = reduce(ran, { type: 'variable-value-changed', name: 'persona', value: 'a poet' });
    expect(next.variables).toEqual([{ name: 'persona', type: 'string', schema: 'query', value: 'a poet' }]);
    expect(next.columns.map((c) => c.dpId)).toEqual([null, null]);
  });

  it('a value for an unknown variable is ignored and keeps the execution id', () => {
    const next = reduce(ran, { type: 'variable-value-changed', name: 'nope', value: 'x' });
    expect(next).toBe(ran);
  });

  it('keeps the response when the execution id is cleared', () => {
    const next = reduce(ran, { type: 'model-changed', columnId: 'c1', model: 'openai/gpt-4o-mini' });
    expect(only(next.columns).response).toBe('an answer');
  });
});

describe("rule: selecting a version resets response, eval results and history, and loads that version's messages, model, parameters and metrics", () => {
  const ran = state({
    selectedPromptId: 'p-1',
    columns: [ranColumn('c1'), ranColumn('c2')],
    mode: 'compare',
    savedEvals: [{ name: 'old-metric', config: {} }],
  });
  const v = version();
  const next = reduce(ran, { type: 'version-selected', columnId: 'c1', version: v });
  const loaded = only(next.columns, 0);

  it('resets the response, errors, execution id, eval results, calculated metrics and history', () => {
    expect(loaded.response).toBeNull();
    expect(loaded.responseErrors).toBeNull();
    expect(loaded.dpId).toBeNull();
    expect(loaded.evalResults).toEqual([]);
    expect(loaded.calculatedMetrics).toEqual([]);
    expect(loaded.promptHistory).toEqual([]);
  });

  it("loads the version's messages, model, parameters, tools and records the selected version", () => {
    expect(loaded.messages).toEqual(v.template.textFields);
    expect(loaded.selectedModel).toBe('anthropic/claude-sonnet');
    expect(loaded.modelParams).toEqual(v.template.modelSpecs.parameters);
    expect(loaded.tools).toEqual(v.template.tools);
    expect(loaded.responseFormat).toBeUndefined();
    expect(loaded.selectedVersionId).toBe('v-2');
  });

  it("loads the version's metrics as the saved evals", () => {
    expect(next.savedEvals).toEqual(v.template.metricsSpecs);
  });

  it('leaves the other columns untouched', () => {
    expect(only(next.columns, 1)).toEqual(only(ran.columns, 1));
  });

  it("recomputes the variables across all columns, filling values from the version's saved values", () => {
    expect(next.variables).toEqual([
      { name: 'tone', type: 'string', schema: 'query', value: 'brief' },
      { name: 'doc', type: 'string', schema: 'query', value: 'the report' },
      { name: 'persona', type: 'string', schema: 'query', value: '' },
    ]);
  });

  it('keeps a variable value the user already typed over the version value', () => {
    const typed = state({ variables: [{ name: 'tone', type: 'string', schema: 'query', value: 'warm' }] });
    const after = reduce(typed, { type: 'version-selected', columnId: 'column-1', version: v });
    expect(after.variables.find((spec) => spec.name === 'tone')?.value).toBe('warm');
  });

  it('does not share arrays with the version, so later edits cannot mutate it', () => {
    expect(loaded.messages).not.toBe(v.template.textFields);
    expect(loaded.modelParams).not.toBe(v.template.modelSpecs.parameters);
  });

  it('ignores a version for a column that does not exist', () => {
    expect(reduce(ran, { type: 'version-selected', columnId: 'missing', version: v })).toBe(ran);
  });
});

describe('rule: selecting a different prompt resets variables, versions, saved evals and content to one single column', () => {
  const busy = state({
    mode: 'compare',
    selectedPromptId: 'p-1',
    columns: [ranColumn('c1'), ranColumn('c2'), ranColumn('c3')],
    variables: [{ name: 'persona', type: 'string', schema: 'query', value: 'a pirate' }],
    versions: [version()],
    savedEvals: [{ name: 'relevance' }],
  });

  it('resets variables, versions, saved evals and content to one single column with default content', () => {
    const next = reduce(busy, { type: 'prompt-selected', promptId: 'p-2' });
    expect(next.selectedPromptId).toBe('p-2');
    expect(next.mode).toBe('single');
    expect(next.variables).toEqual([]);
    expect(next.versions).toEqual([]);
    expect(next.savedEvals).toEqual([]);
    expect(next.columns).toEqual([createPlaygroundColumn('c1')]);
  });

  it('selecting the prompt that is already selected changes nothing', () => {
    expect(reduce(busy, { type: 'prompt-selected', promptId: 'p-1' })).toBe(busy);
  });

  it('versions loaded for the prompt are stored without touching the columns', () => {
    const next = reduce(busy, { type: 'versions-loaded', versions: [version(), version({ id: 'v-1', version: 1 })] });
    expect(next.versions.map((v) => v.id)).toEqual(['v-2', 'v-1']);
    expect(next.columns).toBe(busy.columns);
  });
});

describe('rule: modes single and compare; columns can be added or removed; a new column copies model params', () => {
  const single = state({ columns: [ranColumn('c1')] });

  it('adding a column copies the model and model params of the column it is added after', () => {
    const next = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    const added = only(next.columns, 1);
    expect(added.id).toBe('c2');
    expect(added.selectedModel).toBe('openai/gpt-4o');
    expect(added.modelParams).toEqual(PARAMS);
    expect(added.modelParams).not.toBe(only(next.columns).modelParams);
  });

  it('a new column starts with default content and no run, version or evaluation', () => {
    const next = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    const added = only(next.columns, 1);
    expect(added.messages).toEqual([{ role: 'system', content: '' }]);
    expect(added).toMatchObject({ dpId: null, response: null, selectedVersionId: null, isDraft: false });
    expect(added.evalResults).toEqual([]);
  });

  it('a new column is inserted right after the column it is added from', () => {
    const three = state({
      mode: 'compare',
      columns: [column('a', { selectedModel: 'x/a' }), column('b', { selectedModel: 'x/b' })],
    });
    const next = reduce(three, { type: 'column-added', afterColumnId: 'a', newColumnId: 'n' });
    expect(next.columns.map((c) => c.id)).toEqual(['a', 'n', 'b']);
    expect(only(next.columns, 1).selectedModel).toBe('x/a');
  });

  it('adding a column switches to compare mode', () => {
    const next = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    expect(next.mode).toBe('compare');
  });

  it('adding a column with an id already in use, or after an unknown column, is refused', () => {
    expect(reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c1' })).toBe(single);
    expect(reduce(single, { type: 'column-added', afterColumnId: 'zz', newColumnId: 'c2' })).toBe(single);
  });

  it('removing the last remaining column is refused', () => {
    expect(reduce(single, { type: 'column-removed', columnId: 'c1' })).toBe(single);
  });

  it('removing a column keeps the others and returns to single mode when one is left', () => {
    const two = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    const next = reduce(two, { type: 'column-removed', columnId: 'c1' });
    expect(next.columns.map((c) => c.id)).toEqual(['c2']);
    expect(next.mode).toBe('single');
  });

  it('removing an unknown column is refused', () => {
    const two = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    expect(reduce(two, { type: 'column-removed', columnId: 'zz' })).toBe(two);
  });

  it("removing a column drops variables that only that column's messages used", () => {
    const two = reduce(
      state({ mode: 'compare', columns: [column('a'), column('b')] }),
      { type: 'messages-changed', columnId: 'a', messages: messages('{{shared}}') },
      { type: 'messages-changed', columnId: 'b', messages: messages('{{shared}} {{onlyB}}') },
      { type: 'variable-value-changed', name: 'shared', value: 'kept' },
    );
    const next = reduce(two, { type: 'column-removed', columnId: 'b' });
    expect(next.variables).toEqual([{ name: 'shared', type: 'string', schema: 'query', value: 'kept' }]);
  });

  it('switching to compare mode with one column adds a second column copying its model params', () => {
    const next = reduce(single, { type: 'mode-changed', mode: 'compare', newColumnId: 'c2' });
    expect(next.mode).toBe('compare');
    expect(next.columns.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(only(next.columns, 1).modelParams).toEqual(PARAMS);
  });

  it('switching to compare mode with several columns keeps them as they are', () => {
    const two = state({ mode: 'single', columns: [column('a'), column('b')] });
    const next = reduce(two, { type: 'mode-changed', mode: 'compare', newColumnId: 'c' });
    expect(next.mode).toBe('compare');
    expect(next.columns).toBe(two.columns);
  });

  it('switching to single mode keeps only the first column', () => {
    const two = reduce(single, { type: 'column-added', afterColumnId: 'c1', newColumnId: 'c2' });
    const next = reduce(two, { type: 'mode-changed', mode: 'single' });
    expect(next.mode).toBe('single');
    expect(next.columns).toEqual([only(two.columns)]);
  });
});

describe('rule: running a prompt sets loading, then stores the response or the errors', () => {
  const ran = state({ columns: [ranColumn('c1', { responseErrors: null }), ranColumn('c2')], mode: 'compare' });

  it('run started: the loading flag goes on for that column only', () => {
    const next = reduce(ran, { type: 'run-started', columnId: 'c1' });
    expect(next.columns.map((c) => c.isLoading)).toEqual([true, false]);
  });

  it('run succeeded: response and execution id are stored, errors cleared, loading off, draft off', () => {
    const next = reduce(
      ran,
      { type: 'run-started', columnId: 'c2' },
      { type: 'run-succeeded', columnId: 'c2', response: 'new answer', dpId: 'dp-new' },
    );
    expect(only(next.columns, 1)).toMatchObject({
      response: 'new answer',
      dpId: 'dp-new',
      responseErrors: null,
      isLoading: false,
      isDraft: false,
    });
  });

  it('run failed: response, eval results, execution id and metrics are cleared and errors stored', () => {
    const errors = { textFields: ['content is required'] };
    const next = reduce(ran, { type: 'run-started', columnId: 'c1' }, { type: 'run-failed', columnId: 'c1', errors });
    expect(only(next.columns)).toMatchObject({
      response: null,
      evalResults: [],
      dpId: null,
      calculatedMetrics: [],
      responseErrors: errors,
      isLoading: false,
    });
  });

  it('run failed: a plain error message is stored as is', () => {
    const next = reduce(ran, { type: 'run-failed', columnId: 'c1', errors: 'Provider unavailable' });
    expect(only(next.columns).responseErrors).toBe('Provider unavailable');
  });

  it('run results for a column that no longer exists are ignored', () => {
    expect(reduce(ran, { type: 'run-succeeded', columnId: 'gone', response: 'r', dpId: 'd' })).toBe(ran);
  });

  it('evaluation results and history are stored per column', () => {
    const next = reduce(
      ran,
      { type: 'evaluation-stored', columnId: 'c2', evalResults: [{ s: 1 }], calculatedMetrics: [{ m: 1 }] },
      { type: 'history-loaded', columnId: 'c2', promptHistory: [{ id: 'h9' }] },
    );
    expect(only(next.columns, 1)).toMatchObject({
      evalResults: [{ s: 1 }],
      calculatedMetrics: [{ m: 1 }],
      promptHistory: [{ id: 'h9' }],
    });
  });
});

describe('rule: in compare mode columns run one after another', () => {
  it('runs each column only after the previous one has finished, in order', async () => {
    const events: string[] = [];
    await runColumnsSequentially(['a', 'b', 'c'], async (id) => {
      events.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, id === 'a' ? 20 : 1));
      events.push(`end ${id}`);
    });
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('continues with the next column after a failure and reports each outcome', async () => {
    const ran: string[] = [];
    const failure = new Error('rate limited');
    const results = await runColumnsSequentially(['a', 'b', 'c'], async (id) => {
      ran.push(id);
      if (id === 'b') throw failure;
    });
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(results).toEqual([
      { columnId: 'a', status: 'fulfilled' },
      { columnId: 'b', status: 'rejected', reason: failure },
      { columnId: 'c', status: 'fulfilled' },
    ]);
  });

  it('runs nothing for no columns', async () => {
    expect(await runColumnsSequentially([], () => Promise.reject(new Error('never')))).toEqual([]);
  });
});

describe('rule: when messages change, the variable list is recomputed from {{...}} across all columns keeping existing values', () => {
  const two = state({ mode: 'compare', columns: [column('a'), column('b')] });

  it('collects placeholders from every column and message, de-duplicated in first-seen order', () => {
    const next = reduce(
      two,
      { type: 'messages-changed', columnId: 'b', messages: messages('{{topic}}') },
      { type: 'messages-changed', columnId: 'a', messages: messages('{{ name }} on {{topic}}', '{{tone}}') },
    );
    expect(next.variables.map((spec) => spec.name)).toEqual(['name', 'topic', 'tone']);
    expect(next.variables.every((spec) => spec.type === 'string' && spec.schema === 'query')).toBe(true);
  });

  it('keeps values of variables that still exist and drops removed ones', () => {
    const next = reduce(
      two,
      { type: 'messages-changed', columnId: 'a', messages: messages('{{keep}} {{drop}}') },
      { type: 'variable-value-changed', name: 'keep', value: 'K' },
      { type: 'variable-value-changed', name: 'drop', value: 'D' },
      { type: 'messages-changed', columnId: 'a', messages: messages('{{keep}} {{added}}') },
    );
    expect(next.variables).toEqual([
      { name: 'keep', type: 'string', schema: 'query', value: 'K' },
      { name: 'added', type: 'string', schema: 'query', value: '' },
    ]);
  });

  it('messages for a column that does not exist are ignored', () => {
    expect(reduce(two, { type: 'messages-changed', columnId: 'zz', messages: messages('{{x}}') })).toBe(two);
  });

  it('does not mutate the previous state', () => {
    const before = JSON.stringify(two);
    reduce(two, { type: 'messages-changed', columnId: 'a', messages: messages('{{x}}') });
    expect(JSON.stringify(two)).toBe(before);
  });
});
