import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type CreatedApiKey } from '@assay/shared/contracts/api-keys';
import { createTtlCache } from '../../cache/ttl-cache';
import { notFound } from '../../http/app-error';
import type { ProjectContext } from '../../http/request-context';
import type { ApiKeysRepo } from './api-keys.repo';

export type ApiKeyCaller = { keyId: string; project: ProjectContext };

export type ApiKeysServiceDeps = {
  repo: ApiKeysRepo;
  now: () => Date;
  onBackgroundError: (err: unknown) => void;
  /** How long a key lookup is remembered; a revoke in this process drops it at once. */
  cacheTtlMs?: number;
  /** lastUsedAt is written at most this often per key. */
  touchEveryMs?: number;
};

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomBase62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 62 * 4 = 248: dropping bytes >= 248 keeps every character equally likely.
  for (const b of bytes) {
    if (b < 248) out += BASE62[b % 62];
    if (out.length === length) return out;
  }
  return out + randomBase62(length - out.length);
}

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** `assay_<8 visible chars>_<43 secret chars>` (256 random bits); the prefix is what the list shows. */
export function generateApiKey(): { key: string; prefix: string } {
  const prefix = `${API_KEY_PREFIX}${randomBase62(8)}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

const isWellFormed = (key: string) => /^assay_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/.test(key);

export function createApiKeysService(deps: ApiKeysServiceDeps) {
  const { repo, now } = deps;
  const lookups = createTtlCache<ApiKeyCaller | null>(deps.cacheTtlMs ?? 5_000);
  const touchEveryMs = deps.touchEveryMs ?? 60_000;
  const lastTouched = new Map<string, number>();

  return {
    async create(projectId: string, actor: { id: string; fullName: string }, name: string): Promise<CreatedApiKey> {
      const { key, prefix } = generateApiKey();
      const row = await repo.insert({ projectId, name, prefix, keyHash: hashApiKey(key), createdBy: actor.id });
      return {
        id: row.id,
        name,
        prefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: null,
        createdBy: actor.fullName,
        key,
      };
    },

    async list(projectId: string): Promise<ApiKey[]> {
      const rows = await repo.listActive(projectId);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        prefix: r.prefix,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
        createdBy: r.createdBy ?? null,
      }));
    },

    async revoke(projectId: string, id: string): Promise<void> {
      const keyHash = await repo.revoke(projectId, id, now());
      if (!keyHash) throw notFound('API key not found; it may have been revoked already');
      lookups.invalidate(keyHash);
    },

    /** The project a key acts for, or null for an unknown, malformed or revoked key. */
    async authenticate(key: string): Promise<ApiKeyCaller | null> {
      if (!isWellFormed(key)) return null;
      const keyHash = hashApiKey(key);
      const caller = await lookups.get(keyHash, async () => {
        const row = await repo.findLiveByHash(keyHash);
        return row
          ? {
              keyId: row.keyId,
              // A key may write the project's traces: editor-level, never owner actions.
              project: { id: row.projectId, name: row.projectName, orgId: row.orgId, accessLevel: 'editor' as const },
            }
          : null;
      });
      // Unknown keys are not remembered, so guessing cannot grow the cache.
      if (!caller) {
        lookups.invalidate(keyHash);
        return null;
      }
      const at = now();
      if (at.getTime() - (lastTouched.get(caller.keyId) ?? 0) >= touchEveryMs) {
        lastTouched.set(caller.keyId, at.getTime());
        repo.touch(caller.keyId, at).catch(deps.onBackgroundError);
      }
      return caller;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
