import type {
  ModelParameter,
  PromptVersion,
  ResponseFormat,
  TextField,
  ToolDefinition,
  VariableSpec,
} from '../contracts/prompts';
import { extractVariables, toVariableSpecs } from './extract-variables';

export type PlaygroundMode = 'single' | 'compare';

/** Field errors per field name from the server, or a single message. */
export type ResponseErrors = Record<string, string[]> | string;

/** One side-by-side column of the playground (SPEC section 3). */
export type PlaygroundColumn = {
  id: string;
  messages: TextField[];
  selectedModel: string;
  modelParams: ModelParameter[];
  isDraft: boolean;
  /** Execution id of the last run; evaluations refer to it, so any edit to what was run clears it. */
  dpId: string | null;
  response: string | null;
  responseErrors: ResponseErrors | null;
  evalResults: unknown[];
  calculatedMetrics: unknown[];
  promptHistory: unknown[];
  selectedVersionId: string | null;
  isLoading: boolean;
  tools?: ToolDefinition[];
  responseFormat?: ResponseFormat;
};

export type PlaygroundState = {
  mode: PlaygroundMode;
  /** Never empty. Mode `single` has exactly one column and `compare` at least two. */
  columns: PlaygroundColumn[];
  selectedPromptId: string | null;
  /** Shared by all columns: one value per `{{name}}` found in any column's messages. */
  variables: VariableSpec[];
  /** Versions of the selected prompt. */
  versions: PromptVersion[];
  /** The metric specs the prompt is evaluated with; selecting a version loads its `metricsSpecs`. */
  savedEvals: unknown[];
};

export type PlaygroundAction =
  | { type: 'messages-changed'; columnId: string; messages: TextField[] }
  | { type: 'model-changed'; columnId: string; model: string; modelParams?: ModelParameter[] }
  | { type: 'model-params-changed'; columnId: string; modelParams: ModelParameter[] }
  | { type: 'variable-value-changed'; name: string; value: string }
  | { type: 'saved-evals-changed'; savedEvals: unknown[] }
  | { type: 'version-selected'; columnId: string; version: PromptVersion }
  | { type: 'versions-loaded'; versions: PromptVersion[] }
  | { type: 'prompts-loaded'; prompts: readonly { id: string }[]; storedPromptId: string | null }
  | { type: 'prompt-selected'; promptId: string | null }
  | { type: 'mode-changed'; mode: 'single' }
  | { type: 'mode-changed'; mode: 'compare'; newColumnId: string }
  | { type: 'column-added'; afterColumnId: string; newColumnId: string }
  | { type: 'column-removed'; columnId: string }
  | { type: 'run-started'; columnId: string }
  | { type: 'run-succeeded'; columnId: string; response: string; dpId: string }
  | { type: 'run-failed'; columnId: string; errors: ResponseErrors }
  | { type: 'evaluation-stored'; columnId: string; evalResults: unknown[]; calculatedMetrics: unknown[] }
  | { type: 'history-loaded'; columnId: string; promptHistory: unknown[] };

export const DEFAULT_COLUMN_ID = 'column-1';

/** Default content is one system message with empty content (SPEC section 3). */
export function createDefaultMessages(): TextField[] {
  return [{ role: 'system', content: '' }];
}

/** A fresh column; `from` gives the model and parameters to copy, as a new compare column does. */
export function createPlaygroundColumn(
  id: string,
  from?: Pick<PlaygroundColumn, 'selectedModel' | 'modelParams'>,
): PlaygroundColumn {
  return {
    id,
    messages: createDefaultMessages(),
    selectedModel: from?.selectedModel ?? '',
    modelParams: from ? from.modelParams.map((param) => ({ ...param })) : [],
    isDraft: false,
    dpId: null,
    response: null,
    responseErrors: null,
    evalResults: [],
    calculatedMetrics: [],
    promptHistory: [],
    selectedVersionId: null,
    isLoading: false,
  };
}

export function createPlaygroundState(columnId: string = DEFAULT_COLUMN_ID): PlaygroundState {
  return {
    mode: 'single',
    columns: [createPlaygroundColumn(columnId)],
    selectedPromptId: null,
    variables: [],
    versions: [],
    savedEvals: [],
  };
}

/** The prompt remembered in local storage if it still exists, else the first prompt. */
export function initialPromptId(storedId: string | null, prompts: readonly { id: string }[]): string | null {
  if (storedId !== null && prompts.some((prompt) => prompt.id === storedId)) return storedId;
  return prompts[0]?.id ?? null;
}

export type ColumnRunResult =
  { columnId: string; status: 'fulfilled' } | { columnId: string; status: 'rejected'; reason: unknown };

/**
 * In compare mode columns run one after another (SPEC section 4), never in parallel; a failing
 * column does not stop the ones after it, since each column shows its own error.
 */
export async function runColumnsSequentially(
  columnIds: readonly string[],
  runOne: (columnId: string) => Promise<void>,
): Promise<ColumnRunResult[]> {
  const results: ColumnRunResult[] = [];
  for (const columnId of columnIds) {
    try {
      await runOne(columnId);
      results.push({ columnId, status: 'fulfilled' });
    } catch (reason) {
      results.push({ columnId, status: 'rejected', reason });
    }
  }
  return results;
}

function recomputeVariables(columns: readonly PlaygroundColumn[], previous: readonly VariableSpec[]): VariableSpec[] {
  const names = extractVariables(columns.flatMap((column) => column.messages.map((message) => message.content)));
  return toVariableSpecs(names, previous);
}

function updateColumn(
  state: PlaygroundState,
  columnId: string,
  update: (column: PlaygroundColumn) => PlaygroundColumn,
): PlaygroundState {
  if (!state.columns.some((column) => column.id === columnId)) return state;
  return { ...state, columns: state.columns.map((column) => (column.id === columnId ? update(column) : column)) };
}

function addColumnAfter(state: PlaygroundState, afterColumnId: string, newColumnId: string): PlaygroundState {
  const index = state.columns.findIndex((column) => column.id === afterColumnId);
  const source = state.columns[index];
  if (!source || state.columns.some((column) => column.id === newColumnId)) return state;
  const columns = [...state.columns];
  columns.splice(index + 1, 0, createPlaygroundColumn(newColumnId, source));
  return { ...state, mode: 'compare', columns };
}

// A version's stored variable values fill names the user has not typed a value for yet,
// so opening a saved prompt shows the values it was saved with.
function variablesForVersion(
  columns: readonly PlaygroundColumn[],
  current: readonly VariableSpec[],
  version: PromptVersion,
): VariableSpec[] {
  const typed = current.filter((spec) => spec.value !== '');
  return recomputeVariables(columns, [...version.template.variableSpecs, ...typed]);
}

function selectVersion(state: PlaygroundState, columnId: string, version: PromptVersion): PlaygroundState {
  const { template } = version;
  // Errors and calculated metrics belong to the response being reset, so they go with it.
  const next = updateColumn(state, columnId, (column) => ({
    ...column,
    messages: template.textFields.map((field) => ({ ...field })),
    selectedModel: template.modelSpecs.model,
    modelParams: template.modelSpecs.parameters.map((param) => ({ ...param })),
    tools: template.tools,
    responseFormat: template.responseFormat,
    selectedVersionId: version.id,
    isDraft: false,
    dpId: null,
    response: null,
    responseErrors: null,
    evalResults: [],
    calculatedMetrics: [],
    promptHistory: [],
  }));
  if (next === state) return state;
  return {
    ...next,
    savedEvals: [...template.metricsSpecs],
    variables: variablesForVersion(next.columns, state.variables, version),
  };
}

function selectPrompt(state: PlaygroundState, promptId: string | null): PlaygroundState {
  if (promptId === state.selectedPromptId) return state;
  return {
    ...createPlaygroundState(state.columns[0]?.id ?? DEFAULT_COLUMN_ID),
    selectedPromptId: promptId,
  };
}

/**
 * The playground rules of SPEC section 4. Actions naming a column that does not exist, and
 * refused changes (removing the last column, adding a column with an id already in use),
 * return the state unchanged.
 */
export function playgroundReducer(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case 'messages-changed': {
      const next = updateColumn(state, action.columnId, (column) => ({
        ...column,
        messages: action.messages,
        isDraft: true,
        dpId: null,
      }));
      return next === state ? state : { ...next, variables: recomputeVariables(next.columns, state.variables) };
    }

    case 'model-changed':
      return updateColumn(state, action.columnId, (column) => ({
        ...column,
        selectedModel: action.model,
        modelParams: action.modelParams ?? column.modelParams,
        isDraft: true,
        dpId: null,
      }));

    // The parameters are part of the model spec that a version saves and a run uses,
    // so editing them counts as a model change.
    case 'model-params-changed':
      return updateColumn(state, action.columnId, (column) => ({
        ...column,
        modelParams: action.modelParams,
        isDraft: true,
        dpId: null,
      }));

    // Variables are shared, so every column's last execution is now stale. Variables are not
    // in the draft rule of SPEC section 4, so the draft flag is left as it is.
    case 'variable-value-changed': {
      if (!state.variables.some((spec) => spec.name === action.name)) return state;
      return {
        ...state,
        variables: state.variables.map((spec) => (spec.name === action.name ? { ...spec, value: action.value } : spec)),
        columns: state.columns.map((column) => ({ ...column, dpId: null })),
      };
    }

    case 'saved-evals-changed':
      return {
        ...state,
        savedEvals: action.savedEvals,
        columns: state.columns.map((column) => ({ ...column, isDraft: true })),
      };

    case 'version-selected':
      return selectVersion(state, action.columnId, action.version);

    case 'versions-loaded':
      return { ...state, versions: action.versions };

    // A selected prompt that has gone from the list (deleted elsewhere) falls back to the initial choice.
    case 'prompts-loaded': {
      const settled = { ...state, columns: state.columns.map((column) => ({ ...column, isDraft: false })) };
      const stillListed = action.prompts.some((prompt) => prompt.id === state.selectedPromptId);
      return stillListed ? settled : selectPrompt(settled, initialPromptId(action.storedPromptId, action.prompts));
    }

    case 'prompt-selected':
      return selectPrompt(state, action.promptId);

    case 'mode-changed': {
      if (action.mode === 'single') {
        const first = state.columns[0];
        if (!first) return state;
        const columns = [first];
        return { ...state, mode: 'single', columns, variables: recomputeVariables(columns, state.variables) };
      }
      if (state.columns.length >= 2) return { ...state, mode: 'compare' };
      const last = state.columns[state.columns.length - 1];
      return last ? addColumnAfter(state, last.id, action.newColumnId) : state;
    }

    case 'column-added':
      return addColumnAfter(state, action.afterColumnId, action.newColumnId);

    // The removed column's placeholders no longer exist, so the variable list is rebuilt too.
    case 'column-removed': {
      if (state.columns.length <= 1 || !state.columns.some((column) => column.id === action.columnId)) return state;
      const columns = state.columns.filter((column) => column.id !== action.columnId);
      return {
        ...state,
        mode: columns.length === 1 ? 'single' : 'compare',
        columns,
        variables: recomputeVariables(columns, state.variables),
      };
    }

    case 'run-started':
      return updateColumn(state, action.columnId, (column) => ({ ...column, isLoading: true }));

    case 'run-succeeded':
      return updateColumn(state, action.columnId, (column) => ({
        ...column,
        response: action.response,
        dpId: action.dpId,
        responseErrors: null,
        isLoading: false,
        isDraft: false,
      }));

    case 'run-failed':
      return updateColumn(state, action.columnId, (column) => ({
        ...column,
        response: null,
        evalResults: [],
        dpId: null,
        calculatedMetrics: [],
        responseErrors: action.errors,
        isLoading: false,
      }));

    case 'evaluation-stored':
      return updateColumn(state, action.columnId, (column) => ({
        ...column,
        evalResults: action.evalResults,
        calculatedMetrics: action.calculatedMetrics,
      }));

    case 'history-loaded':
      return updateColumn(state, action.columnId, (column) => ({ ...column, promptHistory: action.promptHistory }));
  }
}
