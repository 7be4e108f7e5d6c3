import type { ResolvedCredential } from './resolved-credential';

const DEFAULT_BASE: Record<string, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

/** Reads the provider's error body into one sentence, as the provider put it. */
async function providerError(res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  let message = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
    message = (typeof body.error === 'string' ? body.error : body.error?.message) ?? body.message ?? message;
  } catch {
    /* not JSON: keep the text */
  }
  return new Error(`${res.status} ${res.statusText}${message ? `: ${message}` : ''}`);
}

/** Asks the provider which models this credential can use (also serves as "test connection"). */
export async function listRemoteModels(credential: ResolvedCredential, timeoutMs = 15_000): Promise<string[]> {
  const signal = AbortSignal.timeout(timeoutMs);
  const base = (credential.baseUrl ?? DEFAULT_BASE[credential.kind] ?? '').replace(/\/$/, '');
  let res: Response;
  try {
    if (credential.kind === 'anthropic') {
      res = await fetch(`${base}/models`, {
        headers: { 'x-api-key': credential.apiKey, 'anthropic-version': '2023-06-01' },
        signal,
      });
    } else if (credential.kind === 'google') {
      res = await fetch(`${base}/models`, { headers: { 'x-goog-api-key': credential.apiKey }, signal });
    } else if (credential.kind === 'azure-openai') {
      const resource = credential.baseUrl ?? `https://${credential.settings.resourceName}.openai.azure.com/openai`;
      const version = credential.settings.apiVersion ?? '2024-10-21';
      res = await fetch(`${resource.replace(/\/$/, '')}/models?api-version=${version}`, {
        headers: { 'api-key': credential.apiKey },
        signal,
      });
    } else {
      res = await fetch(`${base}/models`, {
        headers: credential.apiKey ? { authorization: `Bearer ${credential.apiKey}` } : {},
        signal,
      });
    }
  } catch (err) {
    const reason =
      (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err as Error).message;
    throw new Error(`Could not reach ${base || 'the provider'}: ${reason}`);
  }
  if (!res.ok) throw await providerError(res);
  const body = (await res.json().catch(() => null)) as {
    data?: Array<{ id?: string }>;
    models?: Array<{ name?: string }>;
  } | null;
  if (!body) throw new Error('The provider answered with something that is not JSON');
  const ids = body.data?.map((m) => m.id) ?? body.models?.map((m) => m.name?.replace(/^models\//, '')) ?? [];
  return ids.filter((id): id is string => typeof id === 'string' && id.length > 0).sort();
}
