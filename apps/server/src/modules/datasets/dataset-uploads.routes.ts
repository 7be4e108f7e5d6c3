import { UploadReceivedSchema } from '@assay/shared/contracts/datasets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import type { DatasetsService } from './datasets.service';

/**
 * The server's own upload target when no S3 bucket is configured. Public: the signed, expiring URL from
 * POST /dataset/preSignedUrls is the credential. The body is streamed to disk, never buffered.
 */
export const datasetUploadsRoutes =
  (datasets: DatasetsService): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: every content type arrives as a raw stream.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    app.put(
      '/dataset/uploads/:uploadId',
      {
        config: { access: PUBLIC },
        bodyLimit: 1024 * 1024 * 1024 * 4,
        schema: {
          tags: ['datasets'],
          summary: 'Receive an uploaded file (signed URL from /dataset/preSignedUrls)',
          params: z.object({ uploadId: z.uuid({ message: 'Not a valid upload id' }) }),
          querystring: z.object({
            expires: z.string({ message: 'The upload link has no expiry' }).max(20),
            signature: z.string({ message: 'The upload link has no signature' }).max(200),
          }),
          response: replies(UploadReceivedSchema),
        },
      },
      async (req) => {
        const length = req.headers['content-length'];
        const body = (req.body as Readable | undefined) ?? req.raw;
        return ok(
          await datasets.receiveUpload({
            uploadId: req.params.uploadId,
            expires: req.query.expires,
            signature: req.query.signature,
            contentLength: length ? Number(length) : null,
            body,
          }),
          'File received',
        );
      },
    );
  };
