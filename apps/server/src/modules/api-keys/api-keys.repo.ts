import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { projects, users } from '../../db/schema';
import { apiKeys } from '../../db/schema-api-keys';

export function createApiKeysRepo(db: Db) {
  const listColumns = {
    id: apiKeys.id,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
    createdBy: users.fullName,
  };
  return {
    async insert(row: { projectId: string; name: string; prefix: string; keyHash: string; createdBy: string }) {
      const [inserted] = await db
        .insert(apiKeys)
        .values(row)
        .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
      if (!inserted) throw new Error('api key insert returned nothing');
      return inserted;
    },
    async listActive(projectId: string) {
      return db
        .select(listColumns)
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(and(eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },
    /** Marks the key revoked; returns its hash (to drop it from caches) or null when there was no such live key. */
    async revoke(projectId: string, id: string, at: Date): Promise<string | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ keyHash: apiKeys.keyHash });
      return row?.keyHash ?? null;
    },
    /**
     * The live key with this hash and its project. Joins `projects` (owned by the projects module) because it
     * runs on every ingest request: one indexed query instead of two.
     */
    async findLiveByHash(keyHash: string) {
      const [row] = await db
        .select({
          keyId: apiKeys.id,
          projectId: projects.id,
          projectName: projects.name,
          orgId: projects.orgId,
        })
        .from(apiKeys)
        .innerJoin(projects, eq(projects.id, apiKeys.projectId))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(projects.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    async touch(id: string, at: Date) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },
  };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
