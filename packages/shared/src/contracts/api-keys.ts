import { z } from 'zod';

/**
 * Project API keys: programs (OpenTelemetry exporters, SDKs) send traces with `Authorization: Bearer <key>`.
 * The key decides the project. The full secret is shown once, in the create response; the server keeps only
 * its SHA-256 hash and the visible prefix (`assay_` + 8 characters) that people use to tell keys apart.
 */
export const API_KEY_PREFIX = 'assay_';

export const ApiKeyNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(80, { message: 'Name must be at most 80 characters' });

export const CreateApiKeyRequestSchema = z.object({ name: ApiKeyNameSchema });
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** A key as it is listed: never the secret. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The visible start of the key, e.g. `assay_3kT9xQ2a`; the rest is secret. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Updated at most once a minute per key, so it is accurate to about a minute. */
  lastUsedAt: z.string().nullable(),
  /** Full name of the person who created the key; null when that account was removed. */
  createdBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The create response: the key plus its full secret, shown this one time only. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyListSchema = z.object({ content: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;
