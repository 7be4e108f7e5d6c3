import { z } from 'zod';
import { ProviderKindSchema } from './configuration';
import { ModelParameterSchema } from '../domain/convert-model-parameter';

/** A model id is `provider/model`: `openai/gpt-4o`, or `<credential name>/<model>` for OpenAI-compatible servers. */
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
