import {
  AddToDatasetRequestSchema,
  AddToDatasetResponseSchema,
  ExternalIdParamSchema,
  SessionIdParamSchema,
  SessionListPageSchema,
  SessionListQuerySchema,
  SessionTurnsSchema,
  SpanDatasetPageSchema,
  SpanDatasetQuerySchema,
  SpanParamsSchema,
  SpanSchema,
  TraceByExternalIdSchema,
  TraceIdParamSchema,
  TraceListPageSchema,
  TraceListQuerySchema,
  TRACE_TREE_COLUMNS,
  TraceTreeSchema,
} from '@assay/shared/contracts/traces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { TracesService } from './traces.service';

const tags = ['traces'];
const COLUMNS_JSON = JSON.stringify(TRACE_TREE_COLUMNS);

export const tracesRoutes =
  (traces: TracesService): FastifyPluginAsyncZod =>
  async (app) => {
    // PostgreSQL refuses NUL in text parameters; say so instead of failing in the query.
    app.addHook('preValidation', async (req) => {
      for (const source of [req.query, req.params]) {
        for (const [key, value] of Object.entries((source ?? {}) as Record<string, unknown>)) {
          if ((Array.isArray(value) ? value : [value]).some((v) => typeof v === 'string' && v.includes('\u0000'))) {
            throw invalid(`${key} must not contain a NUL character`, { [key]: ['Contains a NUL character'] });
          }
        }
      }
    });

    app.get(
      '/v2/llm/dataset/span',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary:
            'The span dataset: keyset pages (pit + cursor), filters where[<column>]=<op>:<value>, q searches name, input and output',
          querystring: SpanDatasetQuerySchema,
          response: replies(SpanDatasetPageSchema),
        },
      },
      async (req) => ok(await traces.pageSpanDataset(requireProject(req).id, req.query)),
    );

    app.get(
      '/v2/llm/traces',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: 'Traces (summaries), newest first, keyset paged',
          querystring: TraceListQuerySchema,
          response: replies(TraceListPageSchema),
        },
      },
      async (req) => ok(await traces.pageTraces(requireProject(req).id, req.query)),
    );

    app.get(
      '/v2/llm/traces/sessions',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: 'Chat sessions (traces sharing a session id), latest activity first',
          querystring: SessionListQuerySchema,
          response: replies(SessionListPageSchema),
        },
      },
      async (req) => ok(await traces.pageSessions(requireProject(req).id, req.query)),
    );

    app.get(
      '/v2/llm/traces/sessions/:sessionId',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: "A session's turns in time order (each trace's input and output)",
          params: SessionIdParamSchema,
          response: replies(SessionTurnsSchema),
        },
      },
      async (req) => ok(await traces.getSessionTurns(requireProject(req).id, req.params.sessionId)),
    );

    app.get(
      '/v2/llm/traces/by-external-id/:externalId',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: 'The trace carrying this external id (attribute assay.external_id, external_id or external.id)',
          params: ExternalIdParamSchema,
          response: replies(TraceByExternalIdSchema),
        },
      },
      async (req) => ok(await traces.findTraceByExternalId(requireProject(req).id, req.params.externalId)),
    );

    app.get(
      '/v2/llm/traces/:traceId/tree',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: 'A trace and all its spans in compact form, ordered by start time',
          params: TraceIdParamSchema,
          response: replies(TraceTreeSchema),
        },
      },
      async (req, reply) => {
        const { trace, rowsJson } = await traces.getTraceTree(requireProject(req).id, req.params.traceId);
        // The rows arrive as JSON text from the database; splicing them in skips a parse and a serialise
        // (Fastify sends a string with a JSON content type as it is, so the typed reply is bypassed on purpose).
        const head = `{"success":true,"message":"OK","data":{"trace":${JSON.stringify(trace)},"columns":${COLUMNS_JSON}`;
        const body = `${head},"rows":${rowsJson}}}`;
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );

    app.get(
      '/v2/llm/traces/:traceId/spans/:spanId',
      {
        config: { access: projectAccess('viewer') },
        schema: { tags, summary: 'One span, complete', params: SpanParamsSchema, response: replies(SpanSchema) },
      },
      async (req) => ok(await traces.getSpan(requireProject(req).id, req.params.traceId, req.params.spanId)),
    );

    app.post(
      '/v2/llm/traces/add-to-dataset',
      {
        config: { access: projectAccess('editor') },
        schema: {
          tags,
          summary: 'Add spans (or whole traces) to a dataset: input -> prompt, output -> response, plus trace fields',
          body: AddToDatasetRequestSchema,
          response: replies(AddToDatasetResponseSchema),
        },
      },
      async (req) => {
        const result = await traces.addToDataset(requireProject(req).id, requireUser(req).id, req.body);
        return ok(result, `Added ${result.inserted} row${result.inserted === 1 ? '' : 's'} to the dataset`);
      },
    );
  };
