import type { DatasetColumn } from '@assay/shared/contracts/datasets';
import type {
  BackfillExtractionRuleRequest,
  ExtractionPreview,
  ExtractionRule,
  RowMapping,
  RuleLogic,
  SpanSelector,
} from '@assay/shared/contracts/extraction-rules';
import {
  type CreateExtractionRuleRequestSchema,
  type PreviewExtractionRuleRequestSchema,
  type UpdateExtractionRuleRequestSchema,
} from '@assay/shared/contracts/extraction-rules';
import type { Job } from '@assay/shared/contracts/jobs';
import type { Span } from '@assay/shared/contracts/traces';
import { compileRule, type Extraction, type MappingIssue } from '@assay/shared/domain/extract-rows';
import type { z } from 'zod';
import { AppError, conflict, invalid, notFound } from '../../http/app-error';
import type { JobContext } from '../jobs/jobs.service';
import { spanKeyOf, type ExtractionRuleRow, type ExtractionRulesRepo, type SpanKey } from './extraction-rules.repo';

export const EXTRACTION_BACKFILL_JOB = 'extraction-rule.backfill';

type DatasetRef = { id: string; name: string; columns: DatasetColumn[] };

/** What rules need from datasets: find the target, create one from the mapped columns, append rows. */
export type RuleDatasets = {
  getDataset(projectId: string, datasetId: string): Promise<DatasetRef | null>;
  createDataset(
    projectId: string,
    actorId: string,
    input: { name: string; columns: DatasetColumn[] },
  ): Promise<DatasetRef>;
  appendRows(projectId: string, datasetId: string, rows: Array<Record<string, unknown>>): Promise<{ inserted: number }>;
};

/** What rules need from traces: one trace's spans for previews, recent traces, and spans by time for backfills. */
export type RuleTraces = {
  getTraceSpans(projectId: string, traceId: string): Promise<Span[]>;
  listRecentTraceIds(projectId: string, limit: number): Promise<string[]>;
  listSpansInRange(
    projectId: string,
    range: { fromMs: number; toMs: number; cursor?: string | undefined; limit: number },
  ): Promise<{ spans: Span[]; nextCursor: string | null }>;
};

type CreateInput = z.output<typeof CreateExtractionRuleRequestSchema>;
type UpdateInput = z.output<typeof UpdateExtractionRuleRequestSchema>;
type PreviewInput = z.output<typeof PreviewExtractionRuleRequestSchema>;

const BACKFILL_PAGE = 500;
/** Spans waiting in memory past this are evaluated at once instead of at the next tick. */
const MAX_BUFFERED_SPANS = 5_000;
/** Spans evaluated between two yields to the event loop. */
const EVAL_SLICE = 250;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One line for the rule list: how many values did not fit, and the first of them. */
function describeIssues(issues: MappingIssue[]): string | null {
  const invalid = issues.filter((i) => i.kind === 'invalid');
  const first = invalid[0];
  if (!first) return null;
  const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more)` : '';
  return `Column "${first.column}" left empty in span ${first.spanId}: ${first.message}${more}`;
}

export function createExtractionRulesService(deps: {
  repo: ExtractionRulesRepo;
  datasets: RuleDatasets;
  traces: RuleTraces;
  enqueueBackfill: (input: {
    projectId: string;
    orgId: string;
    createdBy: string;
    payload: { ruleId: string; fromMs: number; toMs: number };
    message: string;
  }) => Promise<Job>;
  flushIntervalMs: number;
  onError: (err: unknown) => void;
}) {
  const { repo, datasets, traces } = deps;

  // ---------- reading and writing rules ----------

  async function findDataset(projectId: string, datasetId: string): Promise<DatasetRef | null> {
    try {
      return await datasets.getDataset(projectId, datasetId);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async function toRule(row: ExtractionRuleRow, datasetNames?: Map<string, string | null>): Promise<ExtractionRule> {
    let datasetName: string | null = null;
    if (row.datasetId) {
      datasetName = datasetNames?.has(row.datasetId)
        ? (datasetNames.get(row.datasetId) ?? null)
        : ((await findDataset(row.projectId, row.datasetId))?.name ?? null);
    }
    return {
      id: row.id,
      name: row.name,
      isActive: row.isActive,
      datasetId: row.datasetId,
      datasetName,
      selector: row.selector as SpanSelector,
      mappings: row.mappings as RowMapping[],
      rowsProduced: row.rowsProduced,
      lastRunAt: row.lastRunAt?.toISOString() ?? null,
      lastError: row.lastError,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function getRow(projectId: string, id: string) {
    const row = await repo.find(projectId, id);
    if (!row) throw notFound('No such extraction rule in this project');
    return row;
  }

  async function assertNameFree(projectId: string, name: string, exceptId?: string) {
    const existing = await repo.findByName(projectId, name);
    if (existing && existing.id !== exceptId) {
      throw conflict(`A rule named "${name}" already exists`, { name: ['This name is taken'] });
    }
  }

  /** Every mapped column must exist in the dataset with the same type, or rows would not fit it. */
  function assertFitsDataset(dataset: DatasetRef, mappings: RowMapping[]) {
    const columns = new Map(dataset.columns.map((c) => [c.name, c]));
    const errors: Record<string, string[]> = {};
    mappings.forEach((mapping, i) => {
      const column = columns.get(mapping.column);
      if (!column) {
        const names = dataset.columns.map((c) => c.name).join(', ') || 'none';
        errors[`mappings.${i}.column`] = [
          `Dataset "${dataset.name}" has no column "${mapping.column}" (it has: ${names})`,
        ];
      } else if (column.type !== mapping.type) {
        errors[`mappings.${i}.type`] = [`Column "${mapping.column}" of "${dataset.name}" holds ${column.type} values`];
      }
    });
    if (Object.keys(errors).length > 0) {
      throw invalid(`The mappings do not fit dataset "${dataset.name}"`, errors);
    }
  }

  /** The target dataset: the chosen one (checked against the mappings) or a new one made from them. */
  async function resolveDataset(
    projectId: string,
    actorId: string,
    target: { datasetId?: string | undefined; newDatasetName?: string | undefined },
    mappings: RowMapping[],
  ): Promise<DatasetRef> {
    if (target.newDatasetName !== undefined) {
      return datasets.createDataset(projectId, actorId, {
        name: target.newDatasetName,
        columns: mappings.map((m) => ({ name: m.column, role: m.role, type: m.type })),
      });
    }
    const dataset = target.datasetId ? await findDataset(projectId, target.datasetId) : null;
    if (!dataset) throw invalid('That dataset does not exist in this project', { datasetId: ['Choose a dataset'] });
    assertFitsDataset(dataset, mappings);
    return dataset;
  }

  async function create(actor: { id: string }, projectId: string, input: CreateInput): Promise<ExtractionRule> {
    await assertNameFree(projectId, input.name);
    const dataset = await resolveDataset(projectId, actor.id, input, input.mappings);
    const row = await repo.insert({
      projectId,
      name: input.name,
      isActive: input.isActive,
      datasetId: dataset.id,
      selector: input.selector,
      mappings: input.mappings,
      createdBy: actor.id,
    });
    return toRule(row, new Map([[dataset.id, dataset.name]]));
  }

  async function update(actor: { id: string }, projectId: string, id: string, input: UpdateInput) {
    const current = await getRow(projectId, id);
    if (input.name !== undefined) await assertNameFree(projectId, input.name, id);
    const mappings = input.mappings ?? (current.mappings as RowMapping[]);
    let datasetId = current.datasetId;
    const names = new Map<string, string | null>();
    if (input.datasetId !== undefined || input.newDatasetName !== undefined || input.mappings !== undefined) {
      const target =
        input.datasetId !== undefined || input.newDatasetName !== undefined
          ? input
          : { datasetId: current.datasetId ?? undefined };
      const dataset = await resolveDataset(projectId, actor.id, target, mappings);
      datasetId = dataset.id;
      names.set(dataset.id, dataset.name);
    }
    const row = await repo.update(projectId, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      ...(input.selector !== undefined ? { selector: input.selector } : {}),
      ...(input.mappings !== undefined ? { mappings: input.mappings } : {}),
      datasetId,
    });
    if (!row) throw notFound('No such extraction rule in this project');
    return toRule(row, names);
  }

  // ---------- running rules ----------

  type Compiled = { key: string; run: (spans: readonly Span[]) => Extraction };
  const compiledCache = new Map<string, Compiled>();

  /** Rules are compiled once per version (patterns and paths parsed once), not once per batch. */
  function compiledOf(row: ExtractionRuleRow) {
    const key = row.updatedAt.toISOString();
    const cached = compiledCache.get(row.id);
    if (cached?.key === key) return cached.run;
    const run = compileRule({ selector: row.selector as SpanSelector, mappings: row.mappings as RowMapping[] });
    compiledCache.set(row.id, { key, run });
    return run;
  }

  /**
   * Writes the rows of an extraction once each: spans are claimed first (the claim table's primary key turns a
   * re-sent span into a no-op), rows of newly claimed spans are appended, and claims are released if the append
   * fails so the spans can be retried. Returns the rows written.
   */
  async function writeRows(row: ExtractionRuleRow, extraction: Extraction): Promise<number> {
    const issueText = describeIssues(extraction.issues);
    if (extraction.rows.length === 0) {
      if (issueText) await repo.recordRun(row.id, { rowsAdded: 0, error: issueText });
      return 0;
    }
    if (!row.datasetId) {
      await repo.recordRun(row.id, {
        rowsAdded: 0,
        error: 'The target dataset was deleted; choose another dataset for this rule',
      });
      return 0;
    }
    const keys: SpanKey[] = extraction.rows.map((r) => ({ traceId: r.traceId, spanId: r.spanId }));
    const claimed = await repo.claimSpans(row.id, keys);
    const fresh = extraction.rows.filter((r) => claimed.has(spanKeyOf(r)));
    if (fresh.length === 0) return 0;
    try {
      const { inserted } = await datasets.appendRows(
        row.projectId,
        row.datasetId,
        fresh.map((r) => r.values),
      );
      await repo.recordRun(row.id, { rowsAdded: inserted, error: issueText });
      return inserted;
    } catch (err) {
      await repo.releaseSpans(
        row.id,
        fresh.map((r) => ({ traceId: r.traceId, spanId: r.spanId })),
      );
      await repo.recordRun(row.id, { rowsAdded: 0, error: `Could not write rows: ${errorText(err)}` });
      return 0;
    }
  }

  /**
   * Evaluates a big batch a slice at a time, giving the event loop back in between, so ingest requests arriving
   * meanwhile are answered without waiting for the whole batch.
   */
  async function runInSlices(run: (spans: readonly Span[]) => Extraction, spans: Span[]): Promise<Extraction> {
    const merged: Extraction = { rows: [], matchedSpans: [], issues: [] };
    for (let i = 0; i < spans.length; i += EVAL_SLICE) {
      await new Promise((resolve) => setImmediate(resolve));
      const part = run(spans.slice(i, i + EVAL_SLICE));
      merged.rows.push(...part.rows);
      merged.matchedSpans.push(...part.matchedSpans);
      merged.issues.push(...part.issues);
    }
    return merged;
  }

  /** Spans as they arrived: a rule only takes spans stored after it was created. */
  type Arrival = { receivedAt: number; spans: Span[] };

  async function applyToSpans(projectId: string, arrivals: Arrival[]) {
    const rules = await repo.listActive(projectId);
    for (const rule of rules) {
      const createdAt = rule.createdAt.getTime();
      const spans = arrivals.filter((a) => a.receivedAt >= createdAt).flatMap((a) => a.spans);
      if (spans.length === 0) continue;
      try {
        await writeRows(rule, await runInSlices(compiledOf(rule), spans));
      } catch (err) {
        // One broken rule must not stop the others.
        deps.onError(err);
        await repo.recordRun(rule.id, { rowsAdded: 0, error: errorText(err) }).catch(deps.onError);
      }
    }
  }

  // Stored spans wait here and are evaluated after the ingest request has answered, a batch per project.
  let buffer = new Map<string, Arrival[]>();
  let buffered = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = buffer;
    buffer = new Map();
    buffered = 0;
    if (batch.size > 0) {
      flushing = flushing.then(async () => {
        for (const [projectId, arrivals] of batch) await applyToSpans(projectId, arrivals).catch(deps.onError);
      });
    }
    return flushing;
  }

  function onSpansStored(projectId: string, spans: Span[]) {
    if (spans.length === 0) return;
    const arrival = { receivedAt: Date.now(), spans };
    const list = buffer.get(projectId);
    if (list) list.push(arrival);
    else buffer.set(projectId, [arrival]);
    buffered += spans.length;
    if (buffered >= MAX_BUFFERED_SPANS) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), deps.flushIntervalMs);
      timer.unref();
    }
  }

  async function preview(projectId: string, input: PreviewInput): Promise<ExtractionPreview> {
    const traceId = input.traceId ?? (await traces.listRecentTraceIds(projectId, 1))[0];
    if (!traceId) return { trace: null, spanCount: 0, matchedSpans: [], rows: [], issues: [] };
    const spans = await traces.getTraceSpans(projectId, traceId);
    if (spans.length === 0) throw notFound('No such trace in this project');
    const root = spans.find((s) => s.parentSpanId === null) ?? spans.reduce((a, b) => (b.startMs < a.startMs ? b : a));
    const extraction = compileRule(input.rule as RuleLogic)(spans);
    return {
      trace: { traceId, rootName: root.name, startMs: root.startMs },
      spanCount: spans.length,
      ...extraction,
    };
  }

  async function startBackfill(
    actor: { id: string },
    project: { id: string; orgId: string },
    id: string,
    range: BackfillExtractionRuleRequest,
  ): Promise<Job> {
    const row = await getRow(project.id, id);
    if (!row.datasetId)
      throw invalid('Choose a dataset for this rule before backfilling', { datasetId: ['Choose a dataset'] });
    return deps.enqueueBackfill({
      projectId: project.id,
      orgId: project.orgId,
      createdBy: actor.id,
      payload: { ruleId: id, fromMs: range.fromMs, toMs: range.toMs },
      message: `Waiting to run "${row.name}" over past traces`,
    });
  }

  /**
   * Runs a rule over every span that started in the range, a page at a time. Spans already turned into rows
   * (live or by an earlier attempt) are skipped by their claims, so a retried or repeated backfill adds nothing twice.
   */
  async function runBackfillJob(ctx: JobContext) {
    const { ruleId, fromMs, toMs } = ctx.payload as { ruleId: string; fromMs: number; toMs: number };
    if (!ctx.projectId) throw new Error('A backfill needs a project');
    const row = await repo.find(ctx.projectId, ruleId);
    // Nothing to retry: the rule is gone, so the job ends here instead of failing three times.
    if (!row) return { scanned: 0, matched: 0, written: 0, skipped: 'The rule was deleted before its backfill ran' };
    const run = compiledOf(row);
    let cursor: string | undefined;
    let scanned = 0;
    let matched = 0;
    let written = 0;
    await ctx.reportProgress(0, `Reading spans for "${row.name}"`);
    for (;;) {
      const page = await traces.listSpansInRange(ctx.projectId, { fromMs, toMs, cursor, limit: BACKFILL_PAGE });
      const extraction = await runInSlices(run, page.spans);
      scanned += page.spans.length;
      matched += extraction.matchedSpans.length;
      written += await writeRows(row, extraction);
      const lastStart = page.spans.at(-1)?.startMs ?? toMs;
      const progress = page.nextCursor ? Math.min(0.99, Math.max(0, (lastStart - fromMs) / (toMs - fromMs))) : 1;
      await ctx.reportProgress(progress, `Scanned ${scanned} spans, ${matched} matched, ${written} new rows`);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return { scanned, matched, written };
  }

  return {
    async list(projectId: string): Promise<ExtractionRule[]> {
      const rows = await repo.listByProject(projectId);
      const names = new Map<string, string | null>();
      for (const id of new Set(rows.flatMap((r) => (r.datasetId ? [r.datasetId] : [])))) {
        names.set(id, (await findDataset(projectId, id))?.name ?? null);
      }
      return Promise.all(rows.map((r) => toRule(r, names)));
    },
    async get(projectId: string, id: string) {
      return toRule(await getRow(projectId, id));
    },
    create,
    update,
    async delete(projectId: string, id: string) {
      if (!(await repo.delete(projectId, id))) throw notFound('No such extraction rule in this project');
      compiledCache.delete(id);
    },
    preview,
    startBackfill,
    runBackfillJob,
    onSpansStored,
    flush,
  };
}

export type ExtractionRulesService = ReturnType<typeof createExtractionRulesService>;
