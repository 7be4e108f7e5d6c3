import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { credentials } from '../../db/schema';

export type CredentialRow = typeof credentials.$inferSelect;

export function createCredentialsRepo(db: Db) {
  return {
    async insert(row: typeof credentials.$inferInsert): Promise<CredentialRow> {
      const [inserted] = await db.insert(credentials).values(row).returning();
      if (!inserted) throw new Error('credential insert returned nothing');
      return inserted;
    },
    listByOrg: (orgId: string) =>
      db.select().from(credentials).where(eq(credentials.orgId, orgId)).orderBy(asc(credentials.name)),
    async findInOrg(orgId: string, id: string): Promise<CredentialRow | null> {
      const [row] = await db
        .select()
        .from(credentials)
        .where(and(eq(credentials.orgId, orgId), eq(credentials.id, id)))
        .limit(1);
      return row ?? null;
    },
    async findByName(orgId: string, name: string): Promise<CredentialRow | null> {
      const [row] = await db
        .select()
        .from(credentials)
        .where(and(eq(credentials.orgId, orgId), eq(credentials.name, name)))
        .limit(1);
      return row ?? null;
    },
    async delete(orgId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(credentials)
        .where(and(eq(credentials.orgId, orgId), eq(credentials.id, id)))
        .returning({ id: credentials.id });
      return rows.length === 1;
    },
    async recordTest(id: string, ok: boolean, message: string) {
      await db
        .update(credentials)
        .set({ lastTestedAt: new Date(), lastTestOk: ok, lastTestMessage: message.slice(0, 500) })
        .where(eq(credentials.id, id));
    },
  };
}

export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
