import { describe, it, expect } from 'vitest';
import type { TextField } from '../contracts/prompts';
import { createPlaygroundColumn, createPlaygroundState } from './playground-state';
import {
  FILL_PROMPT_FIELDS_MESSAGE,
  SELECT_MODEL_MESSAGE,
  type RunnableColumn,
  isModelSelected,
  validateRun,
} from './playground-validation';

const FILLED: TextField[] = [
  { role: 'system', content: 'You are helpful' },
  { role: 'user', content: 'Hi' },
];
const WITH_EMPTY: TextField[] = [
  { role: 'system', content: 'You are helpful' },
  { role: 'user', content: '' },
];

const col = (messages: TextField[], selectedModel = 'openai/gpt-4o'): RunnableColumn => ({ messages, selectedModel });
const ok = col(FILLED);
const empty = col(WITH_EMPTY);

describe('toast messages', () => {
  it('are the texts of SPEC section 5', () => {
    expect(FILL_PROMPT_FIELDS_MESSAGE).toBe('Please fill all the prompt fields');
    expect(SELECT_MODEL_MESSAGE).toBe('Please select a model');
  });
});

describe('rule: every message content must be non-empty, else "Please fill all the prompt fields"', () => {
  it('allows a run when every message has content and a model is selected', () => {
    expect(validateRun([ok], 'single')).toBeNull();
  });

  it('refuses a run when any message is empty', () => {
    expect(validateRun([empty], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('refuses the default content (one system message with empty content)', () => {
    expect(validateRun(createPlaygroundState())).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('treats whitespace-only content as empty', () => {
    expect(validateRun([col([{ role: 'user', content: '  \n\t' }])], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('treats a column without messages as having an empty field', () => {
    expect(validateRun([col([])], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('refuses when there are no columns at all', () => {
    expect(validateRun([], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
    expect(validateRun([], 'compare')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('checks the prompt fields before the model', () => {
    expect(validateRun([col(WITH_EMPTY, '')], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });
});

describe('rule: in compare mode the run is refused only if every column has an empty field (only every other column is checked)', () => {
  it('refuses when every column has an empty field', () => {
    expect(validateRun([empty, empty], 'compare')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
    expect(validateRun([empty, empty, empty], 'compare')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('allows the run when one checked column is complete even though another has an empty field', () => {
    expect(validateRun([ok, empty], 'compare')).toBeNull();
    expect(validateRun([empty, empty, ok], 'compare')).toBeNull();
  });

  it('only checks every other column (indexes 0, 2, 4...): a complete column at an odd index does not count', () => {
    expect(validateRun([empty, ok], 'compare')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
    expect(validateRun([empty, ok, empty, ok], 'compare')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('in single mode the same columns are all checked', () => {
    expect(validateRun([ok, empty], 'single')).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });

  it('reads the mode from the state when given a whole state', () => {
    const state = createPlaygroundState();
    const columns = [
      { ...createPlaygroundColumn('a'), ...ok },
      { ...createPlaygroundColumn('b'), ...empty },
    ];
    expect(validateRun({ ...state, mode: 'compare', columns })).toBeNull();
    expect(validateRun({ ...state, mode: 'single', columns })).toBe(FILL_PROMPT_FIELDS_MESSAGE);
  });
});

describe('rule: a model must be selected, including a part after the slash, else "Please select a model"', () => {
  it.each(['', 'openai', 'openai/', 'openai/   ', '/gpt-4o'])('refuses the model %j', (model) => {
    expect(isModelSelected(model)).toBe(false);
    expect(validateRun([col(FILLED, model)], 'single')).toBe(SELECT_MODEL_MESSAGE);
  });

  it.each(['openai/gpt-4o', 'openrouter/meta-llama/llama-3-70b'])('accepts the model %j', (model) => {
    expect(isModelSelected(model)).toBe(true);
    expect(validateRun([col(FILLED, model)], 'single')).toBeNull();
  });

  it('in compare mode every column needs a model', () => {
    expect(validateRun([ok, col(FILLED, 'openai/')], 'compare')).toBe(SELECT_MODEL_MESSAGE);
    expect(validateRun([ok, col(WITH_EMPTY, '')], 'compare')).toBe(SELECT_MODEL_MESSAGE);
    expect(validateRun([ok, col(FILLED, 'anthropic/claude-sonnet')], 'compare')).toBeNull();
  });
});
