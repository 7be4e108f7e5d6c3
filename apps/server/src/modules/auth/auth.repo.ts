import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { oneTimeTokens, refreshTokens, sessions, users } from '../../db/schema';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export function createAuthRepo(db: Db) {
  /**
   * The caller behind a live session, on every authenticated request: prepared once, and joining the users
   * table (owned by the users module) for the blocked flag and the claims that may have changed.
   */
  const liveSessionCaller = db
    .select({ id: users.id, email: users.email, fullName: users.fullName, orgId: users.orgId, orgRole: users.orgRole })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.isBlacklisted, false),
      ),
    )
    .limit(1)
    .prepare('live_session_caller');

  return {
    async createSession(userId: string, userAgent: string | null) {
      const [row] = await db.insert(sessions).values({ userId, userAgent }).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    async findSession(id: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row ?? null;
    },
    async findLiveSessionCaller(sessionId: string, userId: string) {
      const [row] = await liveSessionCaller.execute({ sessionId, userId });
      return row ?? null;
    },
    async revokeSession(id: string, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllSessions(userId: string, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async insertRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    /** Marks the token spent; false when someone else spent it first (a reuse). */
    async spendRefreshToken(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async touchSession(id: string) {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
    },
    async insertOneTimeToken(userId: string, purpose: OneTimePurpose, tokenHash: string, expiresAt: Date) {
      await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt });
    },
    async findOneTimeToken(tokenHash: string, purpose: OneTimePurpose) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
        .limit(1);
      return row ?? null;
    },
    async spendOneTimeToken(id: string): Promise<boolean> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      return rows.length === 1;
    },
    /** Earlier unused links of the same purpose stop working once a new one is sent. */
    async spendOpenOneTimeTokens(userId: string, purpose: OneTimePurpose) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
