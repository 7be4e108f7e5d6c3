import type { FrontendConfiguration } from '@assay/shared/contracts/configuration';
import type { Config } from '../../config';

/** Derived from configuration only; features land here as later areas ship. */
export function buildFrontendConfiguration(config: Config, version: string): FrontendConfiguration {
  return {
    version,
    features: {
      signup: config.SIGNUP_ENABLED,
      billing: false,
      playground: false,
      datasets: false,
      evaluation: false,
      guardrails: false,
      finetuning: false,
    },
    mail: { configured: Boolean(config.SMTP_URL), mode: config.SMTP_URL ? 'smtp' : 'outbox' },
    billing: { configured: false },
    providers: {
      openai: false,
      anthropic: false,
      google: false,
      'azure-openai': false,
      'openai-compatible': false,
      local: false,
    },
    objectStorage: 'local',
    database: config.DATABASE_URL ? 'postgres' : 'embedded',
  };
}
