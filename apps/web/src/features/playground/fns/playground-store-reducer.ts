import type { ExecutePromptResponse, ResponseFormat, ToolDefinition } from '@assay/shared/contracts/prompts';
import { extractVariables, toVariableSpecs } from '@assay/shared/domain/extract-variables';
import {
  createPlaygroundColumn,
  playgroundReducer,
  type PlaygroundAction,
  type PlaygroundColumn,
  type PlaygroundState,
} from '@assay/shared/domain/playground-state';
import type { DraftSnapshot } from './draft-snapshot';

export type RunStats = Pick<ExecutePromptResponse, 'usage' | 'costUsd' | 'latencyMs' | 'model' | 'toolCalls'>;

/** What the screen shows about a column's latest run beyond the state the spec defines. */
export type ColumnRun = {
  /** Text received so far; the full answer once the run finishes. */
  streamedText: string;
  stats: RunStats | null;
  errorMessage: string | null;
  isStopped: boolean;
};

export type PlaygroundStoreState = {
  playground: PlaygroundState;
  /** By column id; kept only while the column is running or still shows that run's answer or errors. */
  runs: Record<string, ColumnRun>;
};

type RunSucceeded = Extract<PlaygroundAction, { type: 'run-succeeded' }> & { stats?: RunStats };
type RunFailed = Extract<PlaygroundAction, { type: 'run-failed' }> & { message?: string; isStopped?: boolean };

/**
 * Playground actions plus the few the shared rules do not cover: editing tools and the response
 * format (part of the template, so they count as edits like the model does), restoring a saved
 * draft, and streamed text.
 */
export type PlaygroundStoreAction =
  | Exclude<PlaygroundAction, { type: 'run-succeeded' | 'run-failed' }>
  | RunSucceeded
  | RunFailed
  | { type: 'tools-changed'; columnId: string; tools: ToolDefinition[] | undefined }
  | { type: 'response-format-changed'; columnId: string; responseFormat: ResponseFormat | undefined }
  | { type: 'draft-restored'; snapshot: DraftSnapshot }
  | { type: 'stream-delta'; columnId: string; text: string };

export function createPlaygroundStoreState(playground: PlaygroundState): PlaygroundStoreState {
  return { playground, runs: {} };
}

const EMPTY_RUN: ColumnRun = { streamedText: '', stats: null, errorMessage: null, isStopped: false };

function editColumn(
  state: PlaygroundState,
  columnId: string,
  edit: Partial<Pick<PlaygroundColumn, 'tools' | 'responseFormat'>>,
): PlaygroundState {
  if (!state.columns.some((column) => column.id === columnId)) return state;
  return {
    ...state,
    columns: state.columns.map((column) =>
      column.id === columnId ? { ...column, ...edit, isDraft: true, dpId: null } : column,
    ),
  };
}

function restoreDraft(state: PlaygroundState, snapshot: DraftSnapshot): PlaygroundState {
  const versionIds = new Set(state.versions.map((version) => version.id));
  const columns = snapshot.columns.map((saved): PlaygroundColumn => ({
    ...createPlaygroundColumn(saved.id),
    messages: saved.messages,
    selectedModel: saved.selectedModel,
    modelParams: saved.modelParams,
    isDraft: saved.isDraft,
    dpId: saved.dpId,
    response: saved.response,
    // A version deleted since the draft was saved cannot be shown as the one in use.
    selectedVersionId:
      saved.selectedVersionId !== null && versionIds.has(saved.selectedVersionId) ? saved.selectedVersionId : null,
    ...(saved.tools ? { tools: saved.tools } : {}),
    ...(saved.responseFormat ? { responseFormat: saved.responseFormat } : {}),
  }));
  const names = extractVariables(columns.flatMap((column) => column.messages.map((message) => message.content)));
  return {
    ...state,
    mode: columns.length > 1 ? 'compare' : 'single',
    columns,
    variables: toVariableSpecs(names, snapshot.variables),
    savedEvals: snapshot.savedEvals,
  };
}

function reducePlayground(state: PlaygroundState, action: PlaygroundStoreAction): PlaygroundState {
  switch (action.type) {
    case 'tools-changed':
      return editColumn(state, action.columnId, { tools: action.tools });
    case 'response-format-changed':
      return editColumn(state, action.columnId, { responseFormat: action.responseFormat });
    case 'draft-restored':
      return restoreDraft(state, action.snapshot);
    case 'stream-delta':
      return state;
    default:
      return playgroundReducer(state, action);
  }
}

function reduceRuns(runs: Record<string, ColumnRun>, action: PlaygroundStoreAction): Record<string, ColumnRun> {
  switch (action.type) {
    case 'run-started':
      return { ...runs, [action.columnId]: EMPTY_RUN };
    case 'stream-delta': {
      const run = runs[action.columnId];
      return run ? { ...runs, [action.columnId]: { ...run, streamedText: run.streamedText + action.text } } : runs;
    }
    case 'run-succeeded':
      return {
        ...runs,
        [action.columnId]: {
          ...EMPTY_RUN,
          streamedText: action.response,
          stats: action.stats ?? null,
        },
      };
    case 'run-failed':
      return {
        ...runs,
        [action.columnId]: {
          ...(runs[action.columnId] ?? EMPTY_RUN),
          stats: null,
          errorMessage: action.message ?? (typeof action.errors === 'string' ? action.errors : null),
          isStopped: action.isStopped ?? false,
        },
      };
    default:
      return runs;
  }
}

/** A run's details go when the column no longer shows that run (a version was loaded, the column removed...). */
function pruneRuns(runs: Record<string, ColumnRun>, state: PlaygroundState): Record<string, ColumnRun> {
  const kept = Object.entries(runs).filter(([columnId]) => {
    const column = state.columns.find((candidate) => candidate.id === columnId);
    return column !== undefined && (column.isLoading || column.response !== null || column.responseErrors !== null);
  });
  return kept.length === Object.keys(runs).length ? runs : Object.fromEntries(kept);
}

/** The one reducer of the playground store: the shared playground rules, then the run details beside them. */
export function playgroundStoreReducer(
  state: PlaygroundStoreState,
  action: PlaygroundStoreAction,
): PlaygroundStoreState {
  const playground = reducePlayground(state.playground, action);
  const runs = pruneRuns(reduceRuns(state.runs, action), playground);
  if (playground === state.playground && runs === state.runs) return state;
  return { playground, runs };
}
