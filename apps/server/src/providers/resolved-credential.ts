import type { ProviderKind } from '@assay/shared/contracts/configuration';

/** A credential with its secret decrypted, as the provider adapters need it. Lives only in memory. */
export type ResolvedCredential = {
  id: string;
  kind: ProviderKind;
  name: string;
  apiKey: string;
  baseUrl: string | null;
  settings: Record<string, string>;
  /** The secret could not be decrypted (SECRET_KEY changed since it was saved). */
  isUnreadable?: boolean;
};
