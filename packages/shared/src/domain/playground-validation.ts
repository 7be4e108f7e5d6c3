import type { PlaygroundColumn, PlaygroundMode, PlaygroundState } from './playground-state';

export const FILL_PROMPT_FIELDS_MESSAGE = 'Please fill all the prompt fields';
export const SELECT_MODEL_MESSAGE = 'Please select a model';

export type RunnableColumn = Pick<PlaygroundColumn, 'messages' | 'selectedModel'>;

// Whitespace-only content counts as empty: it gives the model nothing to answer.
// A column without any message has nothing to run, so it counts as having an empty field.
export function hasEmptyPromptField(column: RunnableColumn): boolean {
  return column.messages.length === 0 || column.messages.some((message) => message.content.trim() === '');
}

/** A model is `provider/model`; a provider alone (`openai`, `openai/`) is not a selection. */
export function isModelSelected(model: string): boolean {
  const slash = model.indexOf('/');
  return slash > 0 && model.slice(slash + 1).trim() !== '';
}

/**
 * SPEC section 5: "In compare mode the run is refused only if every column has an empty field
 * (only every other column is checked)." Implemented literally: only the columns at indexes
 * 0, 2, 4... are looked at, and the run is refused when each of those has an empty field.
 */
function isCompareRunRefused(columns: readonly RunnableColumn[]): boolean {
  return columns.filter((_, index) => index % 2 === 0).every(hasEmptyPromptField);
}

/**
 * Run Prompt validation (SPEC section 5): null when the run may go ahead, else the error
 * toast to show. Message contents are checked before the model.
 */
export function validateRun(state: Pick<PlaygroundState, 'columns' | 'mode'>): string | null;
export function validateRun(columns: readonly RunnableColumn[], mode: PlaygroundMode): string | null;
export function validateRun(
  input: Pick<PlaygroundState, 'columns' | 'mode'> | readonly RunnableColumn[],
  modeArg?: PlaygroundMode,
): string | null {
  const columns: readonly RunnableColumn[] = 'columns' in input ? input.columns : input;
  const mode = 'columns' in input ? (modeArg ?? input.mode) : (modeArg ?? 'single');
  if (columns.length === 0) return FILL_PROMPT_FIELDS_MESSAGE;

  const isRefused = mode === 'compare' ? isCompareRunRefused(columns) : columns.some(hasEmptyPromptField);
  if (isRefused) return FILL_PROMPT_FIELDS_MESSAGE;

  if (!columns.every((column) => isModelSelected(column.selectedModel))) return SELECT_MODEL_MESSAGE;
  return null;
}
