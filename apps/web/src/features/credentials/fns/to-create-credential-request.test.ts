import { CreateCredentialRequestSchema } from '@assay/shared/contracts/credentials';
import { describe, expect, it } from 'vitest';
import { toCreateCredentialRequest, type CredentialFormValues } from './to-create-credential-request';

const blank: CredentialFormValues = {
  provider: 'openai',
  name: '',
  apiKey: '',
  baseUrl: '',
  resourceName: '',
  apiVersion: '',
};

describe('toCreateCredentialRequest', () => {
  it('sends no base URL when the field is blank, so the provider default applies', () => {
    const request = toCreateCredentialRequest({
      ...blank,
      name: ' openai ',
      apiKey: ' sk-test-123456 ',
      baseUrl: '  ',
    });
    expect(request).toEqual({ provider: 'openai', name: 'openai', apiKey: 'sk-test-123456' });
    expect(JSON.parse(JSON.stringify(request))).not.toHaveProperty('baseUrl');
    expect(CreateCredentialRequestSchema.safeParse(request).success).toBe(true);
  });

  it('accepts an OpenAI-compatible server without a key', () => {
    const request = toCreateCredentialRequest({
      ...blank,
      provider: 'openai-compatible',
      name: 'ollama',
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(CreateCredentialRequestSchema.safeParse(request).success).toBe(true);
  });

  it('reports a missing base URL of an OpenAI-compatible server under the base URL field', () => {
    const result = CreateCredentialRequestSchema.safeParse(
      toCreateCredentialRequest({ ...blank, provider: 'openai-compatible', name: 'ollama' }),
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['baseUrl']);
  });

  it('keeps Azure fields only for Azure OpenAI', () => {
    const typed = { ...blank, name: 'x', apiKey: 'k', resourceName: 'my-resource', apiVersion: '2024-10-21' };
    expect(toCreateCredentialRequest({ ...typed, provider: 'azure-openai' })).toMatchObject({
      resourceName: 'my-resource',
      apiVersion: '2024-10-21',
    });
    const openai = toCreateCredentialRequest({ ...typed, provider: 'openai' });
    expect(openai.resourceName).toBeUndefined();
    expect(openai.apiVersion).toBeUndefined();
  });
});
