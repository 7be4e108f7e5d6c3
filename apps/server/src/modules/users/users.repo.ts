import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { organisations, users } from '../../db/schema';

export type Account = typeof users.$inferSelect;
export type NewAccount = typeof users.$inferInsert;

export function createUsersRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<Account | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<Account | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findManyByIds(ids: string[]): Promise<Account[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(sql`${users.id} in ${ids}`);
    },
    async getOrganisationName(orgId: string): Promise<string> {
      const [row] = await db
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, orgId));
      return row?.name ?? '';
    },
    async createOrganisation(name: string): Promise<string> {
      const [row] = await db.insert(organisations).values({ name }).returning({ id: organisations.id });
      if (!row) throw new Error('organisation insert returned nothing');
      return row.id;
    },
    async insert(account: NewAccount): Promise<Account> {
      const [row] = await db.insert(users).values(account).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    async update(id: string, patch: Partial<NewAccount>): Promise<Account | null> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    async countActiveOwners(orgId: string, exceptUserId?: string): Promise<number> {
      const conditions = [eq(users.orgId, orgId), eq(users.orgRole, 'owner'), eq(users.isBlacklisted, false)];
      if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(...conditions));
      return row?.n ?? 0;
    },
    async listByOrg(orgId: string, opts: { search?: string | undefined; page: number; size: number }) {
      const where = opts.search
        ? and(
            eq(users.orgId, orgId),
            or(
              ilike(users.email, `%${escapeLike(opts.search)}%`),
              ilike(users.fullName, `%${escapeLike(opts.search)}%`),
            ),
          )
        : eq(users.orgId, orgId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.fullName), asc(users.email))
          .limit(opts.size)
          .offset(opts.page * opts.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
