import { DatasetExportQuerySchema, DatasetSchema } from '@assay/shared/contracts/datasets';
import { IdParamSchema, pageOf } from '@assay/shared/contracts/envelope';
import {
  CreateSnapshotRequestSchema,
  ListSnapshotsQuerySchema,
  RestoreSnapshotRequestSchema,
  SnapshotDiffQuerySchema,
  SnapshotDiffSchema,
  SnapshotRowsPageSchema,
  SnapshotRowsQuerySchema,
  SnapshotSchema,
} from '@assay/shared/contracts/snapshots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { SnapshotsService } from './snapshots.service';

const tags = ['snapshots'];
const VIEW = projectAccess('viewer');
const EDIT = projectAccess('editor');

export const snapshotsRoutes =
  (snapshots: SnapshotsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v2/llm/snapshots',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Freeze a dataset as it is now (rows are shared, not copied)',
          body: CreateSnapshotRequestSchema,
          response: replies(SnapshotSchema),
        },
      },
      async (req) =>
        ok(await snapshots.create(requireProject(req).id, requireUser(req).id, req.body), 'Snapshot created'),
    );
    app.get(
      '/v2/llm/snapshots',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "The project's snapshots, newest first",
          querystring: ListSnapshotsQuerySchema,
          response: replies(pageOf(SnapshotSchema)),
        },
      },
      async (req) => ok(await snapshots.list(requireProject(req).id, req.query)),
    );
    app.get(
      '/v2/llm/snapshots/diff',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'Rows added, removed and changed between two snapshots of a dataset',
          querystring: SnapshotDiffQuerySchema,
          response: replies(SnapshotDiffSchema),
        },
      },
      async (req) => ok(await snapshots.diff(requireProject(req).id, req.query)),
    );
    app.get(
      '/v2/llm/snapshots/:id',
      {
        config: { access: VIEW },
        schema: { tags, summary: 'One snapshot', params: IdParamSchema, response: replies(SnapshotSchema) },
      },
      async (req) => ok(await snapshots.get(requireProject(req).id, req.params.id)),
    );
    app.get(
      '/v2/llm/snapshots/:id/rows',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "A keyset page of the snapshot's rows (read-only)",
          params: IdParamSchema,
          querystring: SnapshotRowsQuerySchema,
          response: replies(SnapshotRowsPageSchema),
        },
      },
      async (req) => ok(await snapshots.rowsPage(requireProject(req).id, req.params.id, req.query)),
    );
    app.post(
      '/v2/llm/snapshots/:id/restore',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'A new dataset equal to the snapshot',
          params: IdParamSchema,
          body: RestoreSnapshotRequestSchema,
          response: replies(DatasetSchema),
        },
      },
      async (req) =>
        ok(
          await snapshots.restore(requireProject(req).id, requireUser(req).id, req.params.id, req.body.name),
          'Snapshot restored as a new dataset',
        ),
    );
    app.get(
      '/v2/llm/snapshots/:id/export',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "The snapshot's rows as CSV",
          params: IdParamSchema,
          querystring: DatasetExportQuerySchema,
        },
      },
      async (req, reply) => {
        const { fileName, stream } = await snapshots.exportCsv(requireProject(req).id, req.params.id, req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
    app.delete(
      '/v2/llm/snapshots/:id',
      {
        config: { access: EDIT },
        schema: { tags, summary: 'Delete a snapshot', params: IdParamSchema, response: replies(NoData) },
      },
      async (req) => {
        await snapshots.delete(requireProject(req).id, req.params.id);
        return ok(null, 'Snapshot deleted');
      },
    );
  };
