import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const durationSeconds = z.coerce.number().int().positive();

/**
 * Every environment variable the server reads, with its default.
 * `.env.example` mirrors this list; a test keeps the two in sync.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Public address of the console, used in mailed links. Defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Signing key for access tokens; when unset one is generated once into DATA_DIR (mode 0600). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Key for encrypting provider credentials at rest; when unset one is generated once into DATA_DIR (mode 0600). */
  SECRET_KEY: z.string().min(16, 'SECRET_KEY must be at least 16 characters').optional(),
  /** Folder of .gguf files offered as local models (`local/<file name without .gguf>`). Defaults to DATA_DIR/models. */
  MODELS_DIR: z.string().optional(),
  /** CPU threads per local model call; 0 = half the CPU cores, at least 1 (see docs/local-gguf-notes.md). */
  LOCAL_MODEL_THREADS: z.coerce.number().int().min(0).max(256).default(0),
  /** Default time limit for one model call, in milliseconds. */
  MODEL_CALL_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  ACCESS_TOKEN_TTL_SECONDS: durationSeconds.default(900),
  REFRESH_TOKEN_TTL_SECONDS: durationSeconds.default(60 * 60 * 24 * 30),
  /** SMTP connection URL (smtp://user:pass@host:587); when unset mail is written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:587 (or smtps://…)')
    .optional(),
  MAIL_FROM: z.string().default('Assay <no-reply@assay.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run the background worker inside the server process. Set false when running `npm run worker` separately. */
  RUN_WORKER: booleanFromEnv.default(true),
  /** Seed a demo organisation, user and project on first start. */
  SEED_DEMO: booleanFromEnv.default(true),
  DEMO_EMAIL: z.email().default('demo@assay.local'),
  /** Demo password; when unset a random one is generated on first start and printed once. */
  DEMO_PASSWORD: z.string().min(8).optional(),
  /** Attempts per minute per client address on login, signup and password reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** argon2id memory cost in KiB and iterations (see README for the measured cost). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  /** Allow new people to sign up (invited people can always complete their account). */
  SIGNUP_ENABLED: booleanFromEnv.default(true),
  /** Serve the built web app from this folder. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Largest dataset upload accepted, in bytes. */
  DATASET_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024 * 1024),
  /** S3-compatible storage for dataset uploads; when S3_BUCKET is unset files are kept in DATA_DIR/uploads. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; modelsDir: string };

export class ConfigError extends Error {}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const shownHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  return {
    ...c,
    publicUrl: (c.PUBLIC_URL ?? `http://${shownHost}:${c.PORT}`).replace(/\/$/, ''),
    modelsDir: path.resolve(c.MODELS_DIR ?? path.join(c.DATA_DIR, 'models')),
  };
}
