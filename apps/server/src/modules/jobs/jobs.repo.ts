import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export function createJobsRepo(db: Db) {
  return {
    async insert(row: typeof jobs.$inferInsert): Promise<JobRow> {
      const [inserted] = await db.insert(jobs).values(row).returning();
      if (!inserted) throw new Error('job insert returned nothing');
      return inserted;
    },
    async findById(id: string): Promise<JobRow | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row ?? null;
    },
    async update(id: string, patch: Partial<typeof jobs.$inferInsert>): Promise<JobRow | null> {
      const [row] = await db.update(jobs).set(patch).where(eq(jobs.id, id)).returning();
      return row ?? null;
    },
    /** Moves a job into `running` unless it was cancelled meanwhile; null when it must not run. */
    async claim(id: string): Promise<JobRow | null> {
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', startedAt: new Date(), attempts: sql`${jobs.attempts} + 1`, error: null })
        .where(and(eq(jobs.id, id), sql`${jobs.status} in ('queued', 'running')`, eq(jobs.isCancelRequested, false)))
        .returning();
      return row ?? null;
    },
    async listByProject(
      projectId: string,
      opts: { status?: JobRow['status'] | undefined; page: number; size: number },
    ) {
      const where = and(eq(jobs.projectId, projectId), opts.status ? eq(jobs.status, opts.status) : undefined);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt))
          .limit(opts.size)
          .offset(opts.page * opts.size),
        db.select({ n: count() }).from(jobs).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
