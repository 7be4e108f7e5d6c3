import type { ProviderKind } from '@assay/shared/contracts/configuration';

export type CredentialFormFields = {
  isApiKeyRequired: boolean;
  isBaseUrlRequired: boolean;
  /** Azure OpenAI is addressed by resource name and API version. */
  hasAzureFields: boolean;
  namePlaceholder: string;
  nameDescription: string;
  baseUrlPlaceholder: string | undefined;
  baseUrlDescription: string;
};

const NAME_RULE = 'Letters, digits, dots, dashes or underscores.';

/** Which fields the add-credential form asks for, and how it explains them, for each provider (mirrors the server's rules). */
export function credentialFormFields(provider: ProviderKind): CredentialFormFields {
  if (provider === 'openai-compatible') {
    return {
      isApiKeyRequired: false,
      isBaseUrlRequired: true,
      hasAzureFields: false,
      namePlaceholder: 'ollama',
      nameDescription: `Model ids of this server start with it, e.g. ollama/llama3. ${NAME_RULE}`,
      baseUrlPlaceholder: 'http://localhost:11434/v1',
      baseUrlDescription: 'The address of the server’s OpenAI-compatible API, usually ending in /v1.',
    };
  }
  const isAzure = provider === 'azure-openai';
  return {
    isApiKeyRequired: true,
    isBaseUrlRequired: false,
    hasAzureFields: isAzure,
    namePlaceholder: isAzure ? 'azure' : provider,
    nameDescription: `Tells your credentials apart; model ids stay ${provider}/<model>. ${NAME_RULE}`,
    baseUrlPlaceholder: undefined,
    baseUrlDescription: isAzure
      ? 'Optional: give it instead of a resource name, e.g. for a proxy.'
      : 'Optional: leave empty to use the provider’s own endpoint, or enter a proxy or gateway address.',
  };
}
