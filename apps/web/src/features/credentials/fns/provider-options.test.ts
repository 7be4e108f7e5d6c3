import { describe, expect, it } from 'vitest';
import { credentialFormFields } from './credential-form-fields';
import { providerOptions } from './provider-options';

describe('providerOptions', () => {
  it('offers every provider but keeps Local GGUF disabled, as it needs no credential', () => {
    const options = providerOptions();
    expect(options.map((o) => o.value)).toEqual([
      'openai',
      'anthropic',
      'google',
      'azure-openai',
      'openai-compatible',
      'local',
    ]);
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(['local']);
    expect(options.find((o) => o.value === 'local')?.label).toMatch(/no credential needed/);
  });
});

describe('credentialFormFields', () => {
  it('asks OpenAI-compatible servers for a base URL and not for a key', () => {
    expect(credentialFormFields('openai-compatible')).toMatchObject({
      isBaseUrlRequired: true,
      isApiKeyRequired: false,
    });
  });

  it('asks hosted providers for a key, Azure also for its resource', () => {
    expect(credentialFormFields('anthropic')).toMatchObject({ isApiKeyRequired: true, hasAzureFields: false });
    expect(credentialFormFields('azure-openai')).toMatchObject({ isApiKeyRequired: true, hasAzureFields: true });
  });
});
