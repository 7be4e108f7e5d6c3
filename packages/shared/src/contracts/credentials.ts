import { z } from 'zod';
import { ProviderKindSchema } from './configuration';

export const CredentialNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(60, { message: 'Name must be at most 60 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    message: 'Use letters, digits, dots, dashes or underscores (it becomes part of model ids, e.g. ollama/llama3)',
  });

export const CreateCredentialRequestSchema = z
  .object({
    provider: ProviderKindSchema,
    name: CredentialNameSchema,
    apiKey: z.string().max(4000).default(''),
    baseUrl: z.url({ message: 'Enter a full URL, e.g. http://localhost:11434/v1' }).optional(),
    /** Azure OpenAI: the resource name (or give baseUrl) and the API version. */
    resourceName: z.string().trim().max(100).optional(),
    apiVersion: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'openai-compatible' && !v.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'An OpenAI-compatible server needs its base URL' });
    }
    if (v.provider === 'azure-openai' && !v.baseUrl && !v.resourceName) {
      ctx.addIssue({
        code: 'custom',
        path: ['resourceName'],
        message: 'Azure OpenAI needs a resource name or a base URL',
      });
    }
    if (['openai', 'anthropic', 'google', 'azure-openai'].includes(v.provider) && v.apiKey.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'API key is required' });
    }
  });
export type CreateCredentialRequest = z.infer<typeof CreateCredentialRequestSchema>;

/** A credential as it leaves the server: the key only as a masked hint. */
export const CredentialSchema = z.object({
  id: z.string(),
  provider: ProviderKindSchema,
  name: z.string(),
  maskedKey: z.string(),
  baseUrl: z.string().nullable(),
  createdAt: z.string(),
  lastTestedAt: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
});
export type Credential = z.infer<typeof CredentialSchema>;

export const CredentialTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  models: z.array(z.string()),
});
export type CredentialTestResult = z.infer<typeof CredentialTestResultSchema>;
