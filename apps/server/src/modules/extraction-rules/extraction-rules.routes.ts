import { IdParamSchema } from '@assay/shared/contracts/envelope';
import {
  BackfillExtractionRuleRequestSchema,
  CreateExtractionRuleRequestSchema,
  ExtractionPreviewSchema,
  ExtractionRuleListSchema,
  ExtractionRuleSchema,
  PreviewExtractionRuleRequestSchema,
  UpdateExtractionRuleRequestSchema,
} from '@assay/shared/contracts/extraction-rules';
import { JobSchema } from '@assay/shared/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { ExtractionRulesService } from './extraction-rules.service';

const tags = ['extraction-rules'];
const VIEW = projectAccess('viewer');
const EDIT = projectAccess('editor');

export const extractionRulesRoutes =
  (rules: ExtractionRulesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v2/llm/extraction-rules',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "The project's extraction rules, with rows produced and the last error",
          response: replies(ExtractionRuleListSchema),
        },
      },
      async (req) => ok({ content: await rules.list(requireProject(req).id) }),
    );
    app.post(
      '/v2/llm/extraction-rules',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Create a rule that turns incoming spans into dataset rows',
          body: CreateExtractionRuleRequestSchema,
          response: replies(ExtractionRuleSchema),
        },
      },
      async (req) =>
        ok(await rules.create(requireUser(req), requireProject(req).id, req.body), 'Extraction rule created'),
    );
    app.post(
      '/v2/llm/extraction-rules/preview',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'Run an unsaved rule over a recent trace: the rows it would write, matched spans and problems',
          body: PreviewExtractionRuleRequestSchema,
          response: replies(ExtractionPreviewSchema),
        },
      },
      async (req) => ok(await rules.preview(requireProject(req).id, req.body)),
    );
    app.get(
      '/v2/llm/extraction-rules/:id',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'One extraction rule',
          params: IdParamSchema,
          response: replies(ExtractionRuleSchema),
        },
      },
      async (req) => ok(await rules.get(requireProject(req).id, req.params.id)),
    );
    app.put(
      '/v2/llm/extraction-rules/:id',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Change a rule (name, active, dataset, selector, mappings)',
          params: IdParamSchema,
          body: UpdateExtractionRuleRequestSchema,
          response: replies(ExtractionRuleSchema),
        },
      },
      async (req) =>
        ok(
          await rules.update(requireUser(req), requireProject(req).id, req.params.id, req.body),
          'Extraction rule saved',
        ),
    );
    app.delete(
      '/v2/llm/extraction-rules/:id',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Delete a rule (rows it wrote stay in the dataset)',
          params: IdParamSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await rules.delete(requireProject(req).id, req.params.id);
        return ok(null, 'Extraction rule deleted');
      },
    );
    app.post(
      '/v2/llm/extraction-rules/:id/backfill',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Run a rule over spans that started in a past time range, as a background job',
          params: IdParamSchema,
          body: BackfillExtractionRuleRequestSchema,
          response: replies(JobSchema),
        },
      },
      async (req) =>
        ok(
          await rules.startBackfill(requireUser(req), requireProject(req), req.params.id, req.body),
          'Backfill queued',
        ),
    );
  };
