import { ProviderKindSchema, type ProviderKind } from '@assay/shared/contracts/configuration';

/** Short names, as the credential list shows them. */
export const PROVIDER_LABELS: Record<ProviderKind, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  'azure-openai': 'Azure OpenAI',
  'openai-compatible': 'OpenAI-compatible server',
  local: 'Local GGUF',
};

/** Local GGUF models need no credential (they are the .gguf files in the server's MODELS_DIR), so it is not offered. */
export const LOCAL_PROVIDER_NO_CREDENTIAL = 'No credential needed';
export const LOCAL_PROVIDER_NOTE = 'Local GGUF models need no credential: see "Local models" on this page.';

const OPTION_LABELS: Record<ProviderKind, string> = {
  ...PROVIDER_LABELS,
  'openai-compatible': 'OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio)',
  local: `Local GGUF (${LOCAL_PROVIDER_NO_CREDENTIAL.toLowerCase()})`,
};

/** The choices of the "Provider" select, in the order people look for them. */
export function providerOptions(): { value: ProviderKind; label: string; disabled?: boolean }[] {
  return ProviderKindSchema.options.map((value) => ({
    value,
    label: OPTION_LABELS[value],
    ...(value === 'local' ? { disabled: true } : {}),
  }));
}

export function isProviderKind(value: unknown): value is ProviderKind {
  return ProviderKindSchema.safeParse(value).success;
}
