import { z } from 'zod';

export const ProviderKindSchema = z.enum([
  'openai',
  'anthropic',
  'google',
  'azure-openai',
  'openai-compatible',
  'local',
]);
export type ProviderKind = z.infer<typeof ProviderKindSchema>;

/** What the web needs to know about this deployment. */
export const FrontendConfigurationSchema = z.object({
  version: z.string(),
  features: z.object({
    signup: z.boolean(),
    billing: z.boolean(),
    playground: z.boolean(),
    datasets: z.boolean(),
    evaluation: z.boolean(),
    guardrails: z.boolean(),
    finetuning: z.boolean(),
  }),
  mail: z.object({ configured: z.boolean(), mode: z.enum(['smtp', 'outbox']) }),
  billing: z.object({ configured: z.boolean() }),
  providers: z.record(ProviderKindSchema, z.boolean()),
  objectStorage: z.enum(['local', 's3']),
  database: z.enum(['embedded', 'postgres']),
});
export type FrontendConfiguration = z.infer<typeof FrontendConfigurationSchema>;
