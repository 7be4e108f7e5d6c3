import { z } from 'zod';
import { PageQuerySchema } from './envelope';
import { PromptTemplateSchema } from './prompts';

export const PromptNameSchema = z
  .string({ message: 'Prompt name is required' })
  .trim()
  .min(1, { message: 'Prompt name is required' })
  .max(120, { message: 'Prompt name must be at most 120 characters' });

/** Folders are slash-separated paths; empty means the top level. */
export const DirectorySchema = z
  .string()
  .trim()
  .max(200, { message: 'Folder path must be at most 200 characters' })
  .refine((v) => v === '' || (!v.startsWith('/') && !v.endsWith('/') && !v.includes('//')), {
    message: 'Use a folder path like support/refunds',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const ListPromptsQuerySchema = PageQuerySchema.extend({
  directory: z.string().trim().max(200).optional(),
  size: z.coerce.number().int().min(1).max(500).default(100),
});

export const CreatePromptRequestSchema = z.object({ name: PromptNameSchema, directory: DirectorySchema.optional() });
export const UpdatePromptRequestSchema = z
  .object({ name: PromptNameSchema.optional(), directory: DirectorySchema.optional() })
  .refine((v) => v.name !== undefined || v.directory !== undefined, { message: 'Nothing to change', path: ['name'] });

export const CommitVersionRequestSchema = z.object({
  name: z.string().trim().max(120).optional(),
  template: PromptTemplateSchema,
});

export const VersionQuerySchema = z.object({ promptId: z.uuid().optional() });

export const DraftSchema = z.object({ state: z.unknown(), updatedAt: z.string() });
export const SaveDraftRequestSchema = z.object({ state: z.unknown() });

export const ExecutionDocSchema = z.object({
  id: z.string(),
  promptId: z.string().nullable(),
  versionId: z.string().nullable(),
  isDraft: z.boolean(),
  model: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  variables: z.unknown(),
  /** The messages as written, with their {{placeholders}}. */
  templateMessages: z.array(z.object({ role: z.string(), content: z.string() })),
  /** The messages as sent: the template rendered with `variables`. */
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  status: z.enum(['succeeded', 'failed']),
  response: z.string().nullable(),
  toolCalls: z.unknown(),
  error: z.string().nullable(),
  inputTokens: z.number().nullable(),
  outputTokens: z.number().nullable(),
  isTokenCountEstimated: z.boolean(),
  costUsd: z.number().nullable(),
  latencyMs: z.number().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ExecutionDoc = z.infer<typeof ExecutionDocSchema>;

export const OptimizePromptRequestSchema = z.object({
  promptTemplate: PromptTemplateSchema,
  goal: z
    .string({ message: 'Say what the prompt should get better at' })
    .trim()
    .min(3, { message: 'Say what the prompt should get better at' })
    .max(2000),
  /** The model that rewrites; defaults to the prompt's own model. */
  model: z.string().optional(),
});

export const OptimizePromptResponseSchema = z.object({
  textFields: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })),
  rationale: z.string(),
  model: z.string(),
});
export type OptimizePromptResponse = z.infer<typeof OptimizePromptResponseSchema>;

export const CanvasExecuteRequestSchema = z.object({
  promptTemplate: PromptTemplateSchema,
  promptId: z.uuid().nullish(),
  /** One map of variable values per row. */
  rows: z
    .array(z.record(z.string(), z.string()))
    .min(1, { message: 'Add at least one row of variables' })
    .max(10_000, { message: 'At most 10,000 rows per run' }),
  concurrency: z.number().int().min(1).max(16).default(4),
});

export const CanvasResultSchema = z.object({
  rowIndex: z.number().int(),
  variables: z.record(z.string(), z.string()),
  status: z.enum(['succeeded', 'failed']),
  response: z.string().nullable(),
  error: z.string().nullable(),
  inputTokens: z.number().nullable(),
  outputTokens: z.number().nullable(),
  costUsd: z.number().nullable(),
  latencyMs: z.number().nullable(),
});
export type CanvasResult = z.infer<typeof CanvasResultSchema>;
