import type { ProviderKind } from '@assay/shared/contracts/configuration';
import type { CreateCredentialRequest, Credential, CredentialTestResult } from '@assay/shared/contracts/credentials';
import type { LocalModelsStatus } from '@assay/shared/contracts/providers';
import { createTtlCache } from '../../cache/ttl-cache';
import type { SecretBox } from '../../crypto/secret-box';
import { conflict, invalid, notFound } from '../../http/app-error';
import type { ResolvedCredential } from '../../providers/resolved-credential';
import type { CredentialRow, CredentialsRepo } from './credentials.repo';

export type CredentialsServiceDeps = {
  repo: CredentialsRepo;
  secrets: SecretBox;
  /** Lists the provider's models with this credential; throws the provider's own error. */
  listRemoteModels: (credential: ResolvedCredential) => Promise<string[]>;
  /** Local GGUF models: the "connection test" of a 'local' credential. */
  localStatus: () => Promise<LocalModelsStatus>;
};

export const unreadableMessage = (name: string) =>
  `The key of credential "${name}" cannot be decrypted with this server's SECRET_KEY (it was changed since the key was saved). Delete the credential and add it again.`;

const mask = (hint: string) => (hint ? `••••${hint}` : '(no key)');

const toCredential = (r: CredentialRow): Credential => ({
  id: r.id,
  provider: r.provider,
  name: r.name,
  maskedKey: mask(r.secretHint),
  baseUrl: r.baseUrl,
  createdAt: r.createdAt.toISOString(),
  lastTestedAt: r.lastTestedAt?.toISOString() ?? null,
  lastTestOk: r.lastTestOk,
  lastTestMessage: r.lastTestMessage,
});

export function createCredentialsService(deps: CredentialsServiceDeps) {
  const { repo, secrets } = deps;
  // Every model call looks these up; decrypting them once per few seconds is enough.
  const resolvedByOrg = createTtlCache<ResolvedCredential[]>(5_000);

  const resolve = (row: CredentialRow): ResolvedCredential => {
    const base = {
      id: row.id,
      kind: row.provider,
      name: row.name,
      baseUrl: row.baseUrl,
      settings: (row.settings ?? {}) as Record<string, string>,
    };
    try {
      return { ...base, apiKey: (JSON.parse(secrets.open(row.encryptedSecret)) as { apiKey: string }).apiKey };
    } catch {
      return { ...base, apiKey: '', isUnreadable: true };
    }
  };

  return {
    async create(actor: { id: string; orgId: string }, input: CreateCredentialRequest): Promise<Credential> {
      // Local GGUF models need no credential (they are the .gguf files in MODELS_DIR); one is accepted and harmless.
      if (input.provider === 'openai-compatible' && input.name.toLowerCase() === 'local') {
        throw invalid('The name "local" is reserved for local GGUF models (local/<file name>); choose another name', {
          name: ['Reserved for local GGUF models'],
        });
      }
      if (await repo.findByName(actor.orgId, input.name)) {
        throw conflict(`A credential named "${input.name}" already exists`, { name: ['This name is taken'] });
      }
      const apiKey = input.apiKey.trim();
      const settings: Record<string, string> = {};
      if (input.resourceName) settings.resourceName = input.resourceName;
      if (input.apiVersion) settings.apiVersion = input.apiVersion;
      const row = await repo.insert({
        orgId: actor.orgId,
        provider: input.provider,
        name: input.name,
        encryptedSecret: secrets.seal(JSON.stringify({ apiKey })),
        secretHint: apiKey.length >= 8 ? apiKey.slice(-4) : '',
        baseUrl: input.baseUrl?.replace(/\/$/, '') ?? null,
        settings,
        createdBy: actor.id,
      });
      resolvedByOrg.invalidate(actor.orgId);
      return toCredential(row);
    },

    async list(orgId: string): Promise<Credential[]> {
      return (await repo.listByOrg(orgId)).map(toCredential);
    },

    async delete(orgId: string, id: string): Promise<void> {
      const isDeleted = await repo.delete(orgId, id);
      resolvedByOrg.invalidate(orgId);
      if (!isDeleted) throw notFound('No such credential in your organisation');
    },

    /** Asks the provider for its models with this credential and reports the provider's own answer. */
    async test(orgId: string, id: string): Promise<CredentialTestResult> {
      const row = await repo.findInOrg(orgId, id);
      if (!row) throw notFound('No such credential in your organisation');
      try {
        const credential = resolve(row);
        if (credential.isUnreadable) throw new Error(unreadableMessage(row.name));
        let models: string[];
        if (credential.kind === 'local') {
          const local = await deps.localStatus();
          if (local.hint) throw new Error(local.hint);
          models = local.models;
        } else {
          models = await deps.listRemoteModels(credential);
        }
        const message = `Connected: ${models.length} model${models.length === 1 ? '' : 's'} available`;
        await repo.recordTest(row.id, true, message);
        return { ok: true, message, models };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await repo.recordTest(row.id, false, message);
        return { ok: false, message, models: [] };
      }
    },

    /** Decrypted credentials of the organisation, for making calls; never leaves the server. */
    listResolved: (orgId: string): Promise<ResolvedCredential[]> =>
      resolvedByOrg.get(orgId, async () => (await repo.listByOrg(orgId)).map(resolve)),

    kindsConfigured: async (orgId: string): Promise<Set<ProviderKind>> =>
      new Set((await repo.listByOrg(orgId)).map((r) => r.provider)),
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
