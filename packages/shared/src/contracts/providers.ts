import { z } from 'zod';
import { ProviderKindSchema } from './configuration';
import { ModelParameterSchema } from '../domain/convert-model-parameter';

/**
 * A model id is `provider/model`: `openai/gpt-4o`, `<credential name>/<model>` for OpenAI-compatible servers, or
 * `local/<file name without .gguf>` for GGUF files in the server's MODELS_DIR.
 */
export const ModelIdSchema = z
  .string({ message: 'Please select a model' })
  .regex(/^[^/\s]+\/\S+$/, { message: 'Please select a model' });

export const ProviderSchema = z.object({
  /** What goes before the slash in model ids. */
  provider: z.string(),
  kind: ProviderKindSchema,
  credentialId: z.string(),
  label: z.string(),
  models: z.array(z.string()),
});
export type Provider = z.infer<typeof ProviderSchema>;

/** Local GGUF models (`local/<file name without .gguf>`): where they live and what to do when there are none. */
export const LocalModelsStatusSchema = z.object({
  /** The server's MODELS_DIR, as an absolute path. */
  modelsDir: z.string(),
  /** Whether the optional node-llama-cpp package is installed. */
  runtimeInstalled: z.boolean(),
  /** What to do next when the runtime or models are missing; null when local models are ready. */
  hint: z.string().nullable(),
  models: z.array(z.string()),
});
export type LocalModelsStatus = z.infer<typeof LocalModelsStatusSchema>;

export const ListProvidersResponseSchema = z.object({
  content: z.array(ProviderSchema),
  local: LocalModelsStatusSchema,
});

export const ProviderModelRequestSchema = z.object({
  provider: z.string().trim().min(1, { message: 'Choose a provider' }).max(60),
  model: z
    .string()
    .trim()
    .min(1, { message: 'Model name is required' })
    .max(200)
    .regex(/^\S+$/, { message: 'Model names have no spaces' }),
});

export const ListModelsRequestSchema = z.object({ provider: z.string().trim().min(1).max(60) });
export const ListModelsResponseSchema = z.object({ provider: z.string(), models: z.array(z.string()) });

export const ModelParametersRequestSchema = z.object({ model: ModelIdSchema });
export const ModelParametersResponseSchema = z.object({ model: z.string(), parameters: z.array(ModelParameterSchema) });

export const ModelPriceSchema = z.object({
  model: z.string(),
  inputPerMillion: z.number().min(0),
  outputPerMillion: z.number().min(0),
  isCustom: z.boolean(),
});
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
export const UpdateModelPriceRequestSchema = z.object({
  model: ModelIdSchema,
  inputPerMillion: z.number({ message: 'Enter a price' }).min(0).max(100_000),
  outputPerMillion: z.number({ message: 'Enter a price' }).min(0).max(100_000),
});
