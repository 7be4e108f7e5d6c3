import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { extractionRuleSpans, extractionRules } from '../../db/schema-extraction-rules';

export type ExtractionRuleRow = typeof extractionRules.$inferSelect;
export type SpanKey = { traceId: string; spanId: string };

const keyOf = (k: SpanKey) => `${k.traceId}:${k.spanId}`;

export function createExtractionRulesRepo(db: Db) {
  return {
    async insert(row: typeof extractionRules.$inferInsert): Promise<ExtractionRuleRow> {
      const [inserted] = await db.insert(extractionRules).values(row).returning();
      if (!inserted) throw new Error('extraction rule insert returned nothing');
      return inserted;
    },
    listByProject: (projectId: string) =>
      db
        .select()
        .from(extractionRules)
        .where(eq(extractionRules.projectId, projectId))
        .orderBy(asc(extractionRules.name)),
    listActive: (projectId: string) =>
      db
        .select()
        .from(extractionRules)
        .where(and(eq(extractionRules.projectId, projectId), eq(extractionRules.isActive, true))),
    async find(projectId: string, id: string): Promise<ExtractionRuleRow | null> {
      const [row] = await db
        .select()
        .from(extractionRules)
        .where(and(eq(extractionRules.projectId, projectId), eq(extractionRules.id, id)))
        .limit(1);
      return row ?? null;
    },
    async findByName(projectId: string, name: string): Promise<ExtractionRuleRow | null> {
      const [row] = await db
        .select()
        .from(extractionRules)
        .where(and(eq(extractionRules.projectId, projectId), eq(extractionRules.name, name)))
        .limit(1);
      return row ?? null;
    },
    async update(
      projectId: string,
      id: string,
      patch: Partial<typeof extractionRules.$inferInsert>,
    ): Promise<ExtractionRuleRow | null> {
      const [row] = await db
        .update(extractionRules)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(extractionRules.projectId, projectId), eq(extractionRules.id, id)))
        .returning();
      return row ?? null;
    },
    async delete(projectId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(extractionRules)
        .where(and(eq(extractionRules.projectId, projectId), eq(extractionRules.id, id)))
        .returning({ id: extractionRules.id });
      return rows.length === 1;
    },

    /** Claims spans for a rule; returns only the keys this call claimed (the rest already made their row). */
    async claimSpans(ruleId: string, keys: SpanKey[]): Promise<Set<string>> {
      const claimed = new Set<string>();
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        const rows = await db
          .insert(extractionRuleSpans)
          .values(chunk.map((k) => ({ ruleId, traceId: k.traceId, spanId: k.spanId })))
          .onConflictDoNothing()
          .returning({ traceId: extractionRuleSpans.traceId, spanId: extractionRuleSpans.spanId });
        for (const row of rows) claimed.add(keyOf(row));
      }
      return claimed;
    },
    /** Gives claims back when their rows could not be written, so a later run or backfill can retry them. */
    async releaseSpans(ruleId: string, keys: SpanKey[]): Promise<void> {
      const byTrace = new Map<string, string[]>();
      for (const k of keys) byTrace.set(k.traceId, [...(byTrace.get(k.traceId) ?? []), k.spanId]);
      for (const [traceId, spanIds] of byTrace) {
        await db
          .delete(extractionRuleSpans)
          .where(
            and(
              eq(extractionRuleSpans.ruleId, ruleId),
              eq(extractionRuleSpans.traceId, traceId),
              inArray(extractionRuleSpans.spanId, spanIds),
            ),
          );
      }
    },
    /** Records a run: rows added, and the error people see in the list (null clears it). */
    async recordRun(ruleId: string, run: { rowsAdded: number; error: string | null }): Promise<void> {
      const now = new Date();
      await db
        .update(extractionRules)
        .set({
          rowsProduced: sql`${extractionRules.rowsProduced} + ${run.rowsAdded}`,
          lastRunAt: now,
          ...(run.error === null ? { lastError: null } : { lastError: run.error.slice(0, 2000), lastErrorAt: now }),
        })
        .where(eq(extractionRules.id, ruleId));
    },
  };
}

export { keyOf as spanKeyOf };
export type ExtractionRulesRepo = ReturnType<typeof createExtractionRulesRepo>;
