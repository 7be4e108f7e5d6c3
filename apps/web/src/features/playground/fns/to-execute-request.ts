import type { ExecutePromptRequest } from '@assay/shared/contracts/prompts';
import type { PlaygroundState } from '@assay/shared/domain/playground-state';
import { toPromptTemplate } from './to-prompt-template';

/**
 * The SPEC section 7 execute payload for one column, or null when the column does not exist.
 * The column's version is always named; the server links the run to it only when `isDraft` is false.
 */
export function toExecuteRequest(state: PlaygroundState, columnId: string): ExecutePromptRequest | null {
  const column = state.columns.find((candidate) => candidate.id === columnId);
  if (!column) return null;
  return {
    dpId: column.dpId,
    promptId: state.selectedPromptId,
    promptVersion: column.selectedVersionId,
    isDraft: column.isDraft,
    promptTemplate: toPromptTemplate(state, column),
    variables: state.variables.map((spec) => ({ ...spec })),
  };
}
