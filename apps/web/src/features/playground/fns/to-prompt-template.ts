import { MetricSpecSchema, type MetricSpec, type PromptTemplate } from '@assay/shared/contracts/prompts';
import type { PlaygroundColumn, PlaygroundState } from '@assay/shared/domain/playground-state';

/** Saved evals are kept loosely typed in the state; only well-formed metric specs go to the server. */
function toMetricSpecs(savedEvals: readonly unknown[]): MetricSpec[] {
  return savedEvals.flatMap((spec) => {
    const parsed = MetricSpecSchema.safeParse(spec);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * A column's full template as a version stores it and a run sends it: messages, the shared
 * variables, model and parameters, the prompt's metrics, tools and response format.
 */
export function toPromptTemplate(
  state: Pick<PlaygroundState, 'variables' | 'savedEvals'>,
  column: Pick<PlaygroundColumn, 'messages' | 'selectedModel' | 'modelParams' | 'tools' | 'responseFormat'>,
): PromptTemplate {
  return {
    textFields: column.messages.map((message) => ({ role: message.role, content: message.content })),
    variableSpecs: state.variables.map((spec) => ({ ...spec })),
    modelSpecs: { model: column.selectedModel, parameters: column.modelParams.map((param) => ({ ...param })) },
    metricsSpecs: toMetricSpecs(state.savedEvals),
    ...(column.tools && column.tools.length > 0 ? { tools: column.tools } : {}),
    ...(column.responseFormat ? { responseFormat: column.responseFormat } : {}),
  };
}
