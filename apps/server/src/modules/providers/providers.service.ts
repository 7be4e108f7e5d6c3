import type { LocalModelsStatus, ModelPrice, Provider } from '@assay/shared/contracts/providers';
import type { ModelParameter } from '@assay/shared/domain/convert-model-parameter';
import { createTtlCache } from '../../cache/ttl-cache';
import { AppError, invalid, notFound } from '../../http/app-error';
import { howToAddLocalModel } from '../../providers/local-models-dir';
import { BUILT_IN_MODELS, costUsd, DEFAULT_PRICES, parametersFor } from '../../providers/provider-catalog';
import type { ResolvedCredential } from '../../providers/resolved-credential';
import { unreadableMessage, type CredentialsService } from '../credentials/credentials.service';
import type { ProvidersRepo } from './providers.repo';

export type ResolvedModel = { credential: ResolvedCredential; provider: string; model: string; modelId: string };

const LABELS: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  'azure-openai': 'Azure OpenAI',
  local: 'Local (GGUF)',
};

/** What the providers service needs of the local GGUF models (providers/local-models.ts). */
export type LocalModelsCatalog = {
  modelsDir: string;
  listModels: () => Promise<string[]>;
  status: () => Promise<LocalModelsStatus>;
  /** Throws the AppError a call of this model would meet (no such file, runtime not installed). */
  assertUsable: (name: string) => Promise<void>;
};

const LOCAL = 'local';

/** Local models need no credential; a 'local' credential, when someone added one, only lends its id. */
const localCredential = (existing: ResolvedCredential | undefined): ResolvedCredential => ({
  id: existing?.id ?? '',
  kind: 'local',
  name: LOCAL,
  apiKey: '',
  baseUrl: null,
  settings: {},
});

/** Built-in kinds are addressed by kind (`openai/gpt-4o`); OpenAI-compatible servers by credential name. */
const providerKey = (c: ResolvedCredential) => (c.kind === 'openai-compatible' ? c.name : c.kind);

export function createProvidersService(deps: {
  repo: ProvidersRepo;
  credentials: CredentialsService;
  listRemoteModels: (credential: ResolvedCredential) => Promise<string[]>;
  local: LocalModelsCatalog;
}) {
  const { repo } = deps;
  const liveModels = new Map<string, { at: number; models: string[] }>();
  const pricesByOrg = createTtlCache<Awaited<ReturnType<ProvidersRepo['listPrices']>>>(5_000);

  /** The first credential of a kind wins when a team has several (the list is ordered by name). */
  async function providersByKey(orgId: string) {
    const map = new Map<string, ResolvedCredential>();
    for (const c of await deps.credentials.listResolved(orgId))
      if (!map.has(providerKey(c))) map.set(providerKey(c), c);
    return map;
  }

  /**
   * `local/...` is the GGUF files in MODELS_DIR, except for a team whose OpenAI-compatible server was named
   * "local" before local models existed (that name is reserved for new credentials).
   */
  const isGgufProvider = (key: string, credential: ResolvedCredential | undefined) =>
    key === LOCAL && (!credential || credential.kind === 'local');

  /** OpenAI-compatible servers are asked for their models, briefly cached; a server that is down lists none. */
  async function remoteModels(credential: ResolvedCredential): Promise<string[]> {
    if (credential.kind !== 'openai-compatible') return [];
    const cached = liveModels.get(credential.id);
    if (cached && Date.now() - cached.at < 60_000) return cached.models;
    const models = await deps.listRemoteModels(credential).catch(() => []);
    liveModels.set(credential.id, { at: Date.now(), models });
    return models;
  }

  async function modelsOf(orgId: string, key: string, credential: ResolvedCredential) {
    const custom = (await repo.listCustomModels(orgId)).filter((m) => m.provider === key).map((m) => m.model);
    const all = new Set([...BUILT_IN_MODELS[credential.kind], ...(await remoteModels(credential)), ...custom]);
    return [...all];
  }

  return {
    async list(orgId: string): Promise<Provider[]> {
      const out: Provider[] = [];
      const byKey = await providersByKey(orgId);
      for (const [key, credential] of byKey) {
        if (isGgufProvider(key, credential)) continue;
        out.push({
          provider: key,
          kind: credential.kind,
          credentialId: credential.id,
          label: LABELS[key] ?? key,
          models: await modelsOf(orgId, key, credential),
        });
      }
      const localModels = isGgufProvider(LOCAL, byKey.get(LOCAL)) ? await deps.local.listModels() : [];
      if (localModels.length > 0) {
        const credentialId = localCredential(byKey.get(LOCAL)).id;
        out.push({ provider: LOCAL, kind: 'local', credentialId, label: LABELS.local ?? LOCAL, models: localModels });
      }
      return out;
    },

    /** Where local models live, whether they can run here, and what to do when they cannot. */
    localStatus: (): Promise<LocalModelsStatus> => deps.local.status(),

    async listModels(orgId: string, key: string): Promise<string[]> {
      const credential = (await providersByKey(orgId)).get(key);
      if (isGgufProvider(key, credential)) return deps.local.listModels();
      if (!credential) throw notFound(`No provider "${key}": add a credential for it in Settings > Credentials`);
      return modelsOf(orgId, key, credential);
    },

    async addModel(orgId: string, key: string, model: string) {
      if (isGgufProvider(key, (await providersByKey(orgId)).get(key))) {
        throw invalid(`Local models are the .gguf files on the server. ${howToAddLocalModel(deps.local.modelsDir)}`, {
          provider: ['Local models cannot be added by name'],
        });
      }
      if (!(await providersByKey(orgId)).has(key)) {
        throw notFound(`No provider "${key}": add a credential for it in Settings > Credentials`);
      }
      await repo.addCustomModel(orgId, key, model);
    },

    async removeModel(orgId: string, key: string, model: string) {
      if (!(await repo.removeCustomModel(orgId, key, model)))
        throw notFound(`"${key}/${model}" is not a model you added`);
    },

    /** `provider/model` to the credential that serves it, or a message saying what to set up. */
    async resolve(orgId: string, modelId: string): Promise<ResolvedModel> {
      const slash = modelId.indexOf('/');
      const provider = modelId.slice(0, slash);
      const model = modelId.slice(slash + 1);
      if (slash <= 0 || !model) throw invalid('Please select a model', { model: ['Please select a model'] });
      const credential = (await providersByKey(orgId)).get(provider);
      if (isGgufProvider(provider, credential)) {
        await deps.local.assertUsable(model);
        return { credential: localCredential(credential), provider, model, modelId };
      }
      if (!credential) {
        throw invalid(`No credential for "${provider}": add one in Settings > Credentials`, {
          model: [`No credential for "${provider}"`],
        });
      }
      if (credential.isUnreadable) throw new AppError('unavailable', unreadableMessage(credential.name));
      return { credential, provider, model, modelId };
    },

    async parameters(orgId: string, modelId: string): Promise<ModelParameter[]> {
      const { credential } = await this.resolve(orgId, modelId);
      return parametersFor(credential.kind);
    },

    async listPrices(orgId: string): Promise<ModelPrice[]> {
      const custom = new Map((await repo.listPrices(orgId)).map((p) => [p.model, p]));
      const models = new Set([...Object.keys(DEFAULT_PRICES), ...custom.keys()]);
      return [...models].sort().map((model) => {
        const own = custom.get(model);
        const def = DEFAULT_PRICES[model];
        return {
          model,
          inputPerMillion: own?.inputPerMillion ?? def?.input ?? 0,
          outputPerMillion: own?.outputPerMillion ?? def?.output ?? 0,
          isCustom: Boolean(own),
        };
      });
    },

    async updatePrice(orgId: string, model: string, input: number, output: number) {
      await repo.upsertPrice(orgId, model, input, output);
      pricesByOrg.invalidate(orgId);
    },

    /** USD per million input and output tokens: the team's own price, else the published one, else null. */
    async priceOf(orgId: string, modelId: string): Promise<{ input: number; output: number } | null> {
      const own = (await pricesByOrg.get(orgId, () => repo.listPrices(orgId))).find((p) => p.model === modelId);
      if (own) return { input: own.inputPerMillion, output: own.outputPerMillion };
      // Local models run on this server: free unless the team sets a price (e.g. to account for hardware).
      return DEFAULT_PRICES[modelId] ?? (modelId.startsWith(`${LOCAL}/`) ? { input: 0, output: 0 } : null);
    },

    /** USD for a call, or null when no price is known for the model. */
    async costOf(orgId: string, modelId: string, usage: { inputTokens: number; outputTokens: number }) {
      return costUsd(await this.priceOf(orgId, modelId), usage);
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
