import { IdParamSchema, PageQuerySchema, pageOf } from '@assay/shared/contracts/envelope';
import { JobSchema } from '@assay/shared/contracts/jobs';
import {
  CanvasExecuteRequestSchema,
  CanvasResultSchema,
  CommitVersionRequestSchema,
  CreatePromptRequestSchema,
  DraftSchema,
  ExecutionDocSchema,
  ListPromptsQuerySchema,
  OptimizePromptRequestSchema,
  OptimizePromptResponseSchema,
  SaveDraftRequestSchema,
  UpdatePromptRequestSchema,
} from '@assay/shared/contracts/prompt-management';
import {
  ExecutePromptRequestSchema,
  ExecutePromptResponseSchema,
  PromptSchema,
  PromptVersionSchema,
} from '@assay/shared/contracts/prompts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { ProvidersService } from '../providers/providers.service';
import { validateRunRequest, type PromptsService } from './prompts.service';

const tags = ['prompts'];
const VIEW = projectAccess('viewer');
const EDIT = projectAccess('editor');

export const promptsRoutes =
  (prompts: PromptsService, providers: ProvidersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/playground/prompt',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "The project's prompts",
          querystring: ListPromptsQuerySchema,
          response: replies(pageOf(PromptSchema)),
        },
      },
      async (req) => ok(await prompts.list(requireProject(req).id, req.query)),
    );
    app.post(
      '/playground/prompt',
      {
        config: { access: EDIT },
        schema: { tags, summary: 'Create a prompt', body: CreatePromptRequestSchema, response: replies(PromptSchema) },
      },
      async (req) => ok(await prompts.create(requireUser(req), requireProject(req).id, req.body), 'Prompt created'),
    );
    app.put(
      '/playground/prompt/:id',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Rename a prompt or move it to a folder',
          params: IdParamSchema,
          body: UpdatePromptRequestSchema,
          response: replies(PromptSchema),
        },
      },
      async (req) => ok(await prompts.update(requireProject(req).id, req.params.id, req.body), 'Prompt updated'),
    );
    app.delete(
      '/playground/prompt/:id',
      {
        config: { access: EDIT },
        schema: { tags, summary: 'Delete a prompt and its versions', params: IdParamSchema, response: replies(NoData) },
      },
      async (req) => {
        await prompts.delete(requireProject(req).id, req.params.id);
        return ok(null, 'Prompt deleted');
      },
    );
    app.get(
      '/playground/prompt/:id/version',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "A prompt's versions, newest first",
          params: IdParamSchema,
          response: replies(z.object({ content: z.array(PromptVersionSchema) })),
        },
      },
      async (req) => ok({ content: await prompts.listVersions(requireProject(req).id, req.params.id) }),
    );
    app.post(
      '/playground/prompt/:id/version',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Commit a new immutable version',
          params: IdParamSchema,
          body: CommitVersionRequestSchema,
          response: replies(PromptVersionSchema),
        },
      },
      async (req) =>
        ok(
          await prompts.commitVersion(requireUser(req), requireProject(req).id, req.params.id, req.body),
          'Version committed',
        ),
    );
    app.get(
      '/playground/prompt/version/:id',
      {
        config: { access: VIEW },
        schema: { tags, summary: 'One prompt version', params: IdParamSchema, response: replies(PromptVersionSchema) },
      },
      async (req) => ok(await prompts.getVersion(requireProject(req).id, req.params.id)),
    );
    app.put(
      '/playground/prompt/version/:id/default',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Make a version the default',
          params: IdParamSchema,
          response: replies(PromptVersionSchema),
        },
      },
      async (req) => ok(await prompts.setDefaultVersion(requireProject(req).id, req.params.id), 'Default version set'),
    );
    app.get(
      '/playground/prompt/:id/draft',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'Your unsaved playground work on this prompt',
          params: IdParamSchema,
          response: replies(DraftSchema.nullable()),
        },
      },
      async (req) => ok(await prompts.getDraft(requireProject(req).id, req.params.id, requireUser(req).id)),
    );
    app.put(
      '/playground/prompt/:id/draft',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Save your unsaved playground work',
          params: IdParamSchema,
          body: SaveDraftRequestSchema,
          response: replies(DraftSchema),
        },
      },
      async (req) =>
        ok(
          await prompts.saveDraft(requireProject(req).id, req.params.id, requireUser(req).id, req.body.state),
          'Draft saved',
        ),
    );
    app.get(
      '/playground/prompt/docs/:id',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "A prompt's execution history",
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: replies(pageOf(ExecutionDocSchema)),
        },
      },
      async (req) => ok(await prompts.history(requireProject(req).id, req.params.id, req.query.page, req.query.size)),
    );
    app.post(
      '/playground/prompt/execute',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Run a prompt against its model',
          body: ExecutePromptRequestSchema,
          response: replies(ExecutePromptResponseSchema),
        },
      },
      async (req) => ok(await prompts.execute(requireUser(req), requireProject(req), req.body), 'Run finished'),
    );

    app.post(
      '/playground/prompt/optimize',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Have a model rewrite the prompt toward a goal',
          body: OptimizePromptRequestSchema,
          response: replies(OptimizePromptResponseSchema),
        },
      },
      async (req) => ok(await prompts.optimize(requireProject(req), req.body), 'Suggestion ready'),
    );
    app.post(
      '/playground/prompt/canvas/execute',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Run a prompt over many variable rows as a background job',
          body: CanvasExecuteRequestSchema,
          response: replies(JobSchema),
        },
      },
      async (req) =>
        ok(await prompts.startCanvas(requireUser(req), requireProject(req), req.body), 'Canvas run queued'),
    );
    app.get(
      '/playground/prompt/canvas/:jobId',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'A canvas run: its job and the results so far',
          params: z.object({ jobId: z.uuid({ message: 'Not a valid job id' }) }),
          querystring: PageQuerySchema.extend({ size: z.coerce.number().int().min(1).max(1000).default(100) }),
          response: replies(z.object({ job: JobSchema, results: pageOf(CanvasResultSchema) })),
        },
      },
      async (req) =>
        ok(await prompts.getCanvas(requireProject(req).id, req.params.jobId, req.query.page, req.query.size)),
    );

    // Server-sent events: `delta` events carry text as it arrives, then one `done` (the execute response) or `error`.
    app.post(
      '/playground/prompt/execute/stream',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Run a prompt and stream its output (text/event-stream)',
          body: ExecutePromptRequestSchema,
        },
      },
      async (req, reply) => {
        const project = requireProject(req);
        // Failures we can see before calling the model still answer as ordinary JSON errors.
        validateRunRequest(req.body.promptTemplate);
        await providers.resolve(project.orgId, req.body.promptTemplate.modelSpecs.model);

        const controller = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableEnded) controller.abort();
        });
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        const send = (event: string, data: unknown) =>
          reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        try {
          const result = await prompts.executeStreaming(
            requireUser(req),
            project,
            req.body,
            (text) => send('delta', { text }),
            controller.signal,
          );
          send('done', result);
        } catch (err) {
          const status = err instanceof AppError ? err.statusCode : 500;
          const message = err instanceof AppError ? err.message : 'Something went wrong on our side. Please try again.';
          if (!(err instanceof AppError)) req.log.error({ err }, 'streamed run failed');
          send('error', {
            status,
            message,
            ...(err instanceof AppError && err.fieldErrors ? { errors: err.fieldErrors } : {}),
          });
        }
        reply.raw.end();
      },
    );
  };
