import { and, asc, count, desc, eq, ilike, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { toStorable } from '../../db/storable-text';
import { canvasResults, promptDrafts, promptExecutions, prompts, promptVersions, users } from '../../db/schema';

export type PromptRow = typeof prompts.$inferSelect;
export type VersionRow = typeof promptVersions.$inferSelect;
export type ExecutionRow = typeof promptExecutions.$inferSelect;

export function createPromptsRepo(db: Db) {
  // Spelled out: inside a subquery an interpolated column renders unqualified and would bind to v.id.
  const latestVersion = sql<
    number | null
  >`(select max(v.version) from prompt_versions v where v.prompt_id = "prompts"."id")`;

  return {
    async list(
      projectId: string,
      opts: { search?: string | undefined; directory?: string | undefined; page: number; size: number },
    ) {
      const where = and(
        eq(prompts.projectId, projectId),
        opts.search ? ilike(prompts.name, `%${escapeLike(opts.search)}%`) : undefined,
        opts.directory === undefined
          ? undefined
          : opts.directory === ''
            ? isNull(prompts.directory)
            : eq(prompts.directory, opts.directory),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ prompt: prompts, latestVersion })
          .from(prompts)
          .where(where)
          .orderBy(asc(prompts.directory), asc(prompts.name))
          .limit(opts.size)
          .offset(opts.page * opts.size),
        db.select({ n: count() }).from(prompts).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
    async find(projectId: string, id: string) {
      const [row] = await db
        .select({ prompt: prompts, latestVersion })
        .from(prompts)
        .where(and(eq(prompts.projectId, projectId), eq(prompts.id, id)))
        .limit(1);
      return row ?? null;
    },
    async findByName(projectId: string, name: string) {
      const [row] = await db
        .select({ id: prompts.id })
        .from(prompts)
        .where(and(eq(prompts.projectId, projectId), eq(prompts.name, name)))
        .limit(1);
      return row ?? null;
    },
    async insert(row: typeof prompts.$inferInsert): Promise<PromptRow> {
      const [inserted] = await db.insert(prompts).values(row).returning();
      if (!inserted) throw new Error('prompt insert returned nothing');
      return inserted;
    },
    async update(id: string, patch: Partial<typeof prompts.$inferInsert>) {
      await db
        .update(prompts)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(prompts.id, id));
    },
    async delete(id: string) {
      await db.delete(prompts).where(eq(prompts.id, id));
    },
    listVersions: (promptId: string) =>
      db
        .select()
        .from(promptVersions)
        .where(eq(promptVersions.promptId, promptId))
        .orderBy(desc(promptVersions.version)),
    async findVersion(projectId: string, versionId: string) {
      const [row] = await db
        .select({ version: promptVersions, defaultVersionId: prompts.defaultVersionId })
        .from(promptVersions)
        .innerJoin(prompts, eq(prompts.id, promptVersions.promptId))
        .where(and(eq(promptVersions.id, versionId), eq(prompts.projectId, projectId)))
        .limit(1);
      return row ?? null;
    },
    /** Appends the next version number; the unique index turns a concurrent commit into a retryable conflict. */
    async insertNextVersion(
      promptId: string,
      name: string | undefined,
      template: unknown,
      createdBy: string,
    ): Promise<VersionRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ n: max(promptVersions.version) })
          .from(promptVersions)
          .where(eq(promptVersions.promptId, promptId));
        const version = (current?.n ?? 0) + 1;
        const [row] = await tx
          .insert(promptVersions)
          .values({ promptId, version, name: name || `v${version}`, template, createdBy })
          .returning();
        if (!row) throw new Error('version insert returned nothing');
        await tx
          .update(prompts)
          .set({ updatedAt: new Date(), defaultVersionId: sql`coalesce(${prompts.defaultVersionId}, ${row.id})` })
          .where(eq(prompts.id, promptId));
        return row;
      });
    },
    async findDraft(promptId: string, userId: string) {
      const [row] = await db
        .select()
        .from(promptDrafts)
        .where(and(eq(promptDrafts.promptId, promptId), eq(promptDrafts.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    async saveDraft(promptId: string, userId: string, state: unknown) {
      const [row] = await db
        .insert(promptDrafts)
        .values({ promptId, userId, state })
        .onConflictDoUpdate({
          target: [promptDrafts.promptId, promptDrafts.userId],
          set: { state, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('draft upsert returned nothing');
      return row;
    },
    async deleteDraft(promptId: string, userId: string) {
      await db.delete(promptDrafts).where(and(eq(promptDrafts.promptId, promptId), eq(promptDrafts.userId, userId)));
    },
    async insertExecution(row: typeof promptExecutions.$inferInsert): Promise<{ id: string }> {
      const storable = toStorable(row) as typeof promptExecutions.$inferInsert;
      const [inserted] = await db.insert(promptExecutions).values(storable).returning({ id: promptExecutions.id });
      if (!inserted) throw new Error('execution insert returned nothing');
      return inserted;
    },
    /** Idempotent: a re-delivered job writes each row once. */
    async insertCanvasResults(rows: Array<typeof canvasResults.$inferInsert>) {
      if (rows.length > 0) await db.insert(canvasResults).values(rows).onConflictDoNothing();
    },
    async listCanvasRowIndices(jobId: string): Promise<Set<number>> {
      const rows = await db
        .select({ i: canvasResults.rowIndex })
        .from(canvasResults)
        .where(eq(canvasResults.jobId, jobId));
      return new Set(rows.map((r) => r.i));
    },
    async listCanvasResults(jobId: string, page: number, size: number) {
      const where = eq(canvasResults.jobId, jobId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(canvasResults)
          .where(where)
          .orderBy(asc(canvasResults.rowIndex))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(canvasResults).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
    async listExecutions(projectId: string, promptId: string, page: number, size: number) {
      const where = and(eq(promptExecutions.projectId, projectId), eq(promptExecutions.promptId, promptId));
      const [rows, totals] = await Promise.all([
        db
          .select({ execution: promptExecutions, createdByName: users.fullName })
          .from(promptExecutions)
          .leftJoin(users, eq(users.id, promptExecutions.createdBy))
          .where(where)
          .orderBy(desc(promptExecutions.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(promptExecutions).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type PromptsRepo = ReturnType<typeof createPromptsRepo>;
