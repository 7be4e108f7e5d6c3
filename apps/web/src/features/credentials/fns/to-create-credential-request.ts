import type { ProviderKind } from '@assay/shared/contracts/configuration';
import type { CreateCredentialRequest } from '@assay/shared/contracts/credentials';

/** The add-credential form as typed: every field a string, some of them hidden for the chosen provider. */
export type CredentialFormValues = {
  provider: ProviderKind;
  name: string;
  apiKey: string;
  baseUrl: string;
  resourceName: string;
  apiVersion: string;
};

const orUndefined = (value: string) => value.trim() || undefined;

/**
 * The request the form stands for: blanks become "not given" (an empty base URL is not an invalid
 * URL), and fields hidden for the chosen provider are left out even if something was typed there
 * before switching provider.
 */
export function toCreateCredentialRequest(values: CredentialFormValues): CreateCredentialRequest {
  const isAzure = values.provider === 'azure-openai';
  return {
    provider: values.provider,
    name: values.name.trim(),
    apiKey: values.apiKey.trim(),
    baseUrl: orUndefined(values.baseUrl),
    resourceName: isAzure ? orUndefined(values.resourceName) : undefined,
    apiVersion: isAzure ? orUndefined(values.apiVersion) : undefined,
  };
}
