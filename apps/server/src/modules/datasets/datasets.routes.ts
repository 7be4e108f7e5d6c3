import {
  AddColumnRequestSchema,
  AddRowsRequestSchema,
  AddRowsResponseSchema,
  ColumnParamsSchema,
  CreateDatasetRequestSchema,
  DatasetExportQuerySchema,
  DatasetRowSchema,
  DatasetRowsPageSchema,
  DatasetRowsQuerySchema,
  DatasetSchema,
  DeleteRowsRequestSchema,
  DeleteRowsResponseSchema,
  ImportDatasetRequestSchema,
  ImportDatasetResponseSchema,
  ImportPreviewRequestSchema,
  ImportPreviewSchema,
  ListDatasetsQuerySchema,
  PreSignedUrlsRequestSchema,
  PreSignedUrlsResponseSchema,
  RowParamsSchema,
  UpdateDatasetRequestSchema,
  UpdateRowRequestSchema,
} from '@assay/shared/contracts/datasets';
import { IdParamSchema, pageOf } from '@assay/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { DatasetsService } from './datasets.service';

const tags = ['datasets'];
const VIEW = projectAccess('viewer');
const EDIT = projectAccess('editor');

export const datasetsRoutes =
  (datasets: DatasetsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dataset/preSignedUrls',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Upload URLs for files to import (PUT the bytes, then preview and import by uploadId)',
          body: PreSignedUrlsRequestSchema,
          response: replies(PreSignedUrlsResponseSchema),
        },
      },
      async (req) => {
        const hostUrl = req.headers['x-host-url'];
        return ok(
          await datasets.presignUploads(
            requireProject(req).id,
            requireUser(req).id,
            req.body,
            typeof hostUrl === 'string' ? hostUrl : undefined,
          ),
        );
      },
    );
    app.post(
      '/v2/llm/dataset/import-preview',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Header, first rows and suggested column mapping of an uploaded file',
          body: ImportPreviewRequestSchema,
          response: replies(ImportPreviewSchema),
        },
      },
      async (req) => ok(await datasets.previewImport(requireProject(req).id, req.body.uploadId)),
    );
    app.post(
      '/v2/llm/dataset/import',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Import an uploaded CSV or JSONL file as a new dataset (a background job)',
          body: ImportDatasetRequestSchema,
          response: replies(ImportDatasetResponseSchema),
        },
      },
      async (req) => {
        const project = requireProject(req);
        return ok(
          await datasets.startImport(project.id, project.orgId, requireUser(req).id, req.body),
          'Import started',
        );
      },
    );
    app.get(
      '/v2/llm/dataset',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: "The project's datasets, newest first (disabled ones only with includeDisabled=true)",
          querystring: ListDatasetsQuerySchema,
          response: replies(pageOf(DatasetSchema)),
        },
      },
      async (req) => ok(await datasets.listDatasets(requireProject(req).id, req.query)),
    );
    app.post(
      '/v2/llm/dataset',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Create an empty dataset',
          body: CreateDatasetRequestSchema,
          response: replies(DatasetSchema),
        },
      },
      async (req) =>
        ok(await datasets.createDataset(requireProject(req).id, requireUser(req).id, req.body), 'Dataset created'),
    );
    app.get(
      '/v2/llm/dataset/:id',
      {
        config: { access: VIEW },
        schema: { tags, summary: 'One dataset', params: IdParamSchema, response: replies(DatasetSchema) },
      },
      async (req) => ok(await datasets.getDataset(requireProject(req).id, req.params.id)),
    );
    app.put(
      '/v2/llm/dataset/:id',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Rename, tag, disable, or change columns (name, role, type) of a dataset',
          params: IdParamSchema,
          body: UpdateDatasetRequestSchema,
          response: replies(DatasetSchema),
        },
      },
      async (req) =>
        ok(await datasets.updateDataset(requireProject(req).id, req.params.id, req.body), 'Dataset updated'),
    );
    app.delete(
      '/v2/llm/dataset/:id',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Delete a dataset, its rows and snapshots',
          params: IdParamSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await datasets.deleteDataset(requireProject(req).id, req.params.id);
        return ok(null, 'Dataset deleted');
      },
    );
    app.get(
      '/v2/llm/dataset/:id/rows',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'A keyset page of rows (pit, cursor, sort, order, q, where[column]=op:value)',
          params: IdParamSchema,
          querystring: DatasetRowsQuerySchema,
          response: replies(DatasetRowsPageSchema),
        },
      },
      async (req) => ok(await datasets.rowsPage(requireProject(req).id, req.params.id, req.query)),
    );
    app.post(
      '/v2/llm/dataset/:id/rows',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Add rows (values keyed by column name)',
          params: IdParamSchema,
          body: AddRowsRequestSchema,
          response: replies(AddRowsResponseSchema),
        },
      },
      async (req) =>
        ok(
          await datasets.appendRows(
            requireProject(req).id,
            req.params.id,
            req.body.rows.map((r) => r.values),
            { addMissingColumns: false },
          ),
          'Rows added',
        ),
    );
    app.patch(
      '/v2/llm/dataset/:id/rows/:rowId',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Change some values of one row',
          params: RowParamsSchema,
          body: UpdateRowRequestSchema,
          response: replies(DatasetRowSchema),
        },
      },
      async (req) =>
        ok(
          await datasets.updateRow(requireProject(req).id, req.params.id, req.params.rowId, req.body.values),
          'Row updated',
        ),
    );
    app.post(
      '/v2/llm/dataset/:id/rows/delete',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Delete rows by id',
          params: IdParamSchema,
          body: DeleteRowsRequestSchema,
          response: replies(DeleteRowsResponseSchema),
        },
      },
      async (req) =>
        ok(await datasets.deleteRows(requireProject(req).id, req.params.id, req.body.rowIds), 'Rows deleted'),
    );
    app.post(
      '/v2/llm/dataset/:id/columns',
      {
        config: { access: EDIT },
        schema: {
          tags,
          summary: 'Add a column (optionally with a value for every row)',
          params: IdParamSchema,
          body: AddColumnRequestSchema,
          response: replies(DatasetSchema),
        },
      },
      async (req) => ok(await datasets.addColumn(requireProject(req).id, req.params.id, req.body), 'Column added'),
    );
    app.delete(
      '/v2/llm/dataset/:id/columns/:name',
      {
        config: { access: EDIT },
        schema: { tags, summary: 'Remove a column', params: ColumnParamsSchema, response: replies(DatasetSchema) },
      },
      async (req) =>
        ok(await datasets.deleteColumn(requireProject(req).id, req.params.id, req.params.name), 'Column removed'),
    );
    app.get(
      '/v2/llm/dataset/:id/export',
      {
        config: { access: VIEW },
        schema: {
          tags,
          summary: 'The rows as CSV, with the same sort, q and where[...] as the table',
          params: IdParamSchema,
          querystring: DatasetExportQuerySchema,
        },
      },
      async (req, reply) => {
        const { fileName, stream } = await datasets.exportCsv(requireProject(req).id, req.params.id, req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
