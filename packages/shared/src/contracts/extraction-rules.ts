import { z } from 'zod';
import { MAPPING_SOURCES, validateRuleLogic } from '../domain/extract-rows';
import { ATTRIBUTE_MATCH_OPS } from '../domain/span-selector';
import {
  DatasetColumnNameSchema,
  DatasetColumnRoleSchema,
  DatasetColumnTypeSchema,
  DatasetNameSchema,
} from './datasets';
import { SpanKindSchema, TraceIdSchema } from './traces';

/**
 * Extraction rules turn incoming spans into dataset rows. A rule selects spans (kinds, a name pattern: glob like
 * `openai.*` or a regex between slashes like `/^chat/i`, attribute conditions) and maps values out of each
 * selected span (a JSON path over its input, output, attributes or the whole span) onto dataset columns.
 * Active rules run on spans as they arrive; a backfill runs a rule over a past time range as a job.
 * A span makes at most one row per rule, however often it is re-sent.
 */

export const AttributeMatchOpSchema = z.enum(ATTRIBUTE_MATCH_OPS, {
  message: `Use one of ${ATTRIBUTE_MATCH_OPS.join(', ')}`,
});

export const AttributeMatchSchema = z.object({
  key: z.string().trim().min(1, { message: 'Name the attribute to check' }).max(200),
  op: AttributeMatchOpSchema,
  value: z.string().max(500, { message: 'Keep the value under 500 characters' }).default(''),
});
export type AttributeMatch = z.infer<typeof AttributeMatchSchema>;

export const SpanSelectorSchema = z.object({
  /** Empty: every kind. */
  kinds: z.array(SpanKindSchema).max(8).default([]),
  /** Empty: every name. */
  namePattern: z.string().trim().max(200, { message: 'Keep the pattern under 200 characters' }).default(''),
  attributeMatches: z.array(AttributeMatchSchema).max(20, { message: 'At most 20 attribute conditions' }).default([]),
});
export type SpanSelectorInput = z.input<typeof SpanSelectorSchema>;
export type SpanSelector = z.infer<typeof SpanSelectorSchema>;

export const MappingSourceSchema = z.enum(MAPPING_SOURCES, { message: `Use one of ${MAPPING_SOURCES.join(', ')}` });

export const RowMappingSchema = z.object({
  column: DatasetColumnNameSchema,
  role: DatasetColumnRoleSchema,
  type: DatasetColumnTypeSchema,
  source: MappingSourceSchema,
  path: z.string().trim().min(1, { message: 'Give a path, e.g. $ or $.messages[-1].content' }).max(500),
});
export type RowMapping = z.infer<typeof RowMappingSchema>;

const MappingsSchema = z
  .array(RowMappingSchema)
  .min(1, { message: 'Map at least one column' })
  .max(50, { message: 'At most 50 columns' });

/** Adds the engine's checks (patterns compile, paths parse, no column twice) as field errors. */
function refineLogic(
  value: { selector?: SpanSelector | undefined; mappings?: RowMapping[] | undefined },
  ctx: z.RefinementCtx,
) {
  const errors = validateRuleLogic({
    selector: value.selector ?? { kinds: [], namePattern: '', attributeMatches: [] },
    mappings: value.mappings ?? [],
  });
  for (const [path, message] of Object.entries(errors)) {
    ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  }
}

export const RuleLogicSchema = z
  .object({ selector: SpanSelectorSchema, mappings: MappingsSchema })
  .superRefine(refineLogic);
export type RuleLogic = z.infer<typeof RuleLogicSchema>;

export const ExtractionRuleNameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(120, { message: 'Name must be at most 120 characters' });

/**
 * Create: the target is an existing dataset (`datasetId`, whose columns must include every mapped column with the
 * same type) or a new one (`newDatasetName`) made from the mappings' columns.
 */
export const CreateExtractionRuleRequestSchema = z
  .object({
    name: ExtractionRuleNameSchema,
    isActive: z.boolean().default(true),
    datasetId: z.uuid({ message: 'Not a valid dataset id' }).optional(),
    newDatasetName: DatasetNameSchema.optional(),
    selector: SpanSelectorSchema,
    mappings: MappingsSchema,
  })
  .superRefine((v, ctx) => {
    if ((v.datasetId === undefined) === (v.newDatasetName === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['datasetId'],
        message: 'Choose a dataset, or name a new one to create from the columns',
      });
    }
    refineLogic(v, ctx);
  });
export type CreateExtractionRuleRequest = z.input<typeof CreateExtractionRuleRequestSchema>;

/** Update: any subset; selector and mappings are replaced whole when given. */
export const UpdateExtractionRuleRequestSchema = z
  .object({
    name: ExtractionRuleNameSchema.optional(),
    isActive: z.boolean().optional(),
    datasetId: z.uuid({ message: 'Not a valid dataset id' }).optional(),
    newDatasetName: DatasetNameSchema.optional(),
    selector: SpanSelectorSchema.optional(),
    mappings: MappingsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.datasetId !== undefined && v.newDatasetName !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['datasetId'], message: 'Give either datasetId or newDatasetName' });
    }
    if (v.selector !== undefined || v.mappings !== undefined) refineLogic(v, ctx);
  });
export type UpdateExtractionRuleRequest = z.input<typeof UpdateExtractionRuleRequestSchema>;

export const ExtractionRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Null when the target dataset was deleted; the rule then stops producing rows until it gets another. */
  datasetId: z.string().nullable(),
  datasetName: z.string().nullable(),
  selector: SpanSelectorSchema,
  mappings: z.array(RowMappingSchema),
  /** Rows this rule has written, from live traces and backfills. */
  rowsProduced: z.number().int(),
  lastRunAt: z.string().nullable(),
  /** The last failure to write rows (or values that did not fit their column), cleared by the next clean run. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExtractionRule = z.infer<typeof ExtractionRuleSchema>;

export const ExtractionRuleListSchema = z.object({ content: z.array(ExtractionRuleSchema) });

/** Preview an unsaved rule on a real trace: the given one, else the project's most recent trace. */
export const PreviewExtractionRuleRequestSchema = z.object({
  rule: RuleLogicSchema,
  traceId: TraceIdSchema.optional(),
});
export type PreviewExtractionRuleRequest = z.input<typeof PreviewExtractionRuleRequestSchema>;

export const PreviewRowSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  values: z.record(z.string(), z.unknown()),
});
export const MatchedSpanSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  name: z.string(),
  kind: z.string(),
});
export const MappingIssueSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  column: z.string(),
  kind: z.enum(['missing', 'invalid']),
  message: z.string(),
});
export type MappingIssue = z.infer<typeof MappingIssueSchema>;

/** The trace a preview ran on: its root span's name (the earliest span's while the root has not arrived). */
export const PreviewTraceSchema = z.object({ traceId: z.string(), rootName: z.string(), startMs: z.number() });

export const ExtractionPreviewSchema = z.object({
  /** The trace the rule ran on; null when the project has no traces yet. */
  trace: PreviewTraceSchema.nullable(),
  /** How many spans the trace has, matched or not. */
  spanCount: z.number().int(),
  matchedSpans: z.array(MatchedSpanSchema),
  rows: z.array(PreviewRowSchema),
  issues: z.array(MappingIssueSchema),
});
export type ExtractionPreview = z.infer<typeof ExtractionPreviewSchema>;

export const MAX_BACKFILL_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

export const BackfillExtractionRuleRequestSchema = z
  .object({
    fromMs: z.number({ message: 'Give the start as epoch milliseconds' }).int().nonnegative(),
    toMs: z.number({ message: 'Give the end as epoch milliseconds' }).int().nonnegative(),
  })
  .superRefine((v, ctx) => {
    if (v.toMs <= v.fromMs)
      ctx.addIssue({ code: 'custom', path: ['toMs'], message: 'The end must be after the start' });
    else if (v.toMs - v.fromMs > MAX_BACKFILL_RANGE_MS) {
      ctx.addIssue({ code: 'custom', path: ['toMs'], message: 'Backfill at most one year at a time' });
    }
  });
export type BackfillExtractionRuleRequest = z.infer<typeof BackfillExtractionRuleRequestSchema>;
