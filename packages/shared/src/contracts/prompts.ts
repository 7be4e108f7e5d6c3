import { z } from 'zod';
import { ModelParameterSchema } from '../domain/convert-model-parameter';
import { VariableSpecSchema } from '../domain/extract-variables';

export { ModelParameterSchema, type ModelParameter } from '../domain/convert-model-parameter';
export { VariableSpecSchema, type VariableSpec } from '../domain/extract-variables';

export const TextFieldRoleSchema = z.enum(['system', 'user', 'assistant']);
export type TextFieldRole = z.infer<typeof TextFieldRoleSchema>;

export const TextFieldSchema = z.object({
  role: TextFieldRoleSchema,
  content: z.string(),
});
export type TextField = z.infer<typeof TextFieldSchema>;

// The model is not checked for the provider/model form here: a saved draft may not have
// a model yet, and running without one is refused by the playground's run validation.
export const ModelSpecSchema = z.object({
  model: z.string(),
  parameters: z.array(ModelParameterSchema),
});
export type ModelSpec = z.infer<typeof ModelSpecSchema>;

// Loose on purpose: the metric config is specified by a later issue, and stripping keys
// we do not know yet would silently lose what a newer client saved.
export const MetricSpecSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().optional(),
  config: z.looseObject({
    model: z.string().optional(),
    requiredFields: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    configSpecs: z.array(z.unknown()).optional(),
  }),
});
export type MetricSpec = z.infer<typeof MetricSpecSchema>;

export const ToolDefinitionSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** A JSON schema describing the tool's arguments. */
  parameters: z.record(z.string(), z.unknown()),
});
export type ToolDefinition = z.infer<typeof ToolDefinitionSchema>;

export const ResponseFormatSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('json_schema'), name: z.string(), schema: z.record(z.string(), z.unknown()) }),
]);
export type ResponseFormat = z.infer<typeof ResponseFormatSchema>;

export const PromptTemplateSchema = z.object({
  textFields: z.array(TextFieldSchema).min(1),
  variableSpecs: z.array(VariableSpecSchema),
  modelSpecs: ModelSpecSchema,
  metricsSpecs: z.array(MetricSpecSchema),
  tools: z.array(ToolDefinitionSchema).optional(),
  responseFormat: ResponseFormatSchema.optional(),
});
export type PromptTemplate = z.infer<typeof PromptTemplateSchema>;

export const PromptVersionSchema = z.object({
  id: z.string(),
  promptId: z.string(),
  version: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  template: PromptTemplateSchema,
  createdAt: z.string(),
  createdBy: z.string(),
});
export type PromptVersion = z.infer<typeof PromptVersionSchema>;

export const PromptSchema = z.object({
  id: z.string(),
  name: z.string(),
  directory: z.string().nullable(),
  defaultVersionId: z.string().nullable(),
  latestVersion: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof PromptSchema>;

/** POST /playground/prompt/execute (SPEC section 7). */
export const ExecutePromptRequestSchema = z.object({
  dpId: z.string().nullish(),
  promptId: z.string().nullish(),
  promptVersion: z.string().nullish(),
  isDraft: z.boolean(),
  promptTemplate: PromptTemplateSchema,
  // Both shapes are accepted: the playground sends its variable specs, API callers a plain map.
  variables: z.union([z.array(VariableSpecSchema), z.record(z.string(), z.string())]),
  response: z.unknown().optional(),
  metrics: z.unknown().optional(),
});
export type ExecutePromptRequest = z.infer<typeof ExecutePromptRequestSchema>;

export const ExecutePromptResponseSchema = z.object({
  response: z.string(),
  dpId: z.string(),
  usage: z.object({
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    totalTokens: z.number().int(),
  }),
  costUsd: z.number().nullable(),
  latencyMs: z.number(),
  model: z.string(),
  toolCalls: z.array(z.object({ name: z.string(), args: z.unknown() })).optional(),
});
export type ExecutePromptResponse = z.infer<typeof ExecutePromptResponseSchema>;
