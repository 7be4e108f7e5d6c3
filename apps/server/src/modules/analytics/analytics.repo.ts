import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { analyticsEvents } from '../../db/schema';

export function createAnalyticsRepo(db: Db) {
  return {
    async insertMany(rows: Array<typeof analyticsEvents.$inferInsert>) {
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
    },
    async countAndRecent(projectId: string, type: string, limit: number) {
      const where = and(eq(analyticsEvents.projectId, projectId), eq(analyticsEvents.type, type));
      const [totals, recent] = await Promise.all([
        db.select({ n: count() }).from(analyticsEvents).where(where),
        db.select().from(analyticsEvents).where(where).orderBy(desc(analyticsEvents.createdAt)).limit(limit),
      ]);
      return { total: totals[0]?.n ?? 0, recent };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
