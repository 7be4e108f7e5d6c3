import { gunzipSync, inflateSync } from 'node:zlib';
import { IngestSpansRequestSchema, IngestSpansResponseSchema } from '@assay/shared/contracts/traces';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ok, replies } from '../../http/envelope';
import { requireProject } from '../../http/request-context';
import { apiKeyAccess } from '../../http/route-access';
import {
  decodeOtlpJson,
  decodeOtlpProtobuf,
  encodeOtlpResponse,
  otlpResponseObject,
  OtlpFormatError,
} from './otlp/otlp-decode';
import type { TracesService } from './traces.service';

/** Bytes on the wire (compressed or not). */
export const INGEST_BODY_LIMIT = 20 * 1024 * 1024;
/** Bytes after gunzip: a compressed body may not expand past this. */
export const INGEST_INFLATED_LIMIT = 64 * 1024 * 1024;

const PROTOBUF_TYPES = ['application/x-protobuf', 'application/protobuf'];

/** A client error with its own status (413, 415): the error handler shows its message. */
class IngestHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = () =>
  new IngestHttpError(
    413,
    `The request body is too large once decompressed (limit ${INGEST_INFLATED_LIMIT / 1024 / 1024} MB); send smaller batches`,
  );

/** The body as sent, gunzipped / inflated when Content-Encoding says so. */
function decodeBody(req: FastifyRequest, body: Buffer): Buffer {
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .toLowerCase()
    .trim();
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip')
      return gunzipSync(body, { maxOutputLength: INGEST_INFLATED_LIMIT });
    if (encoding === 'deflate') return inflateSync(body, { maxOutputLength: INGEST_INFLATED_LIMIT });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw invalid(`The body is not valid ${encoding} data; check the Content-Encoding header`);
  }
  if (encoding === 'identity' || encoding === '') return body;
  throw new IngestHttpError(415, `Content-Encoding "${encoding}" is not supported; use gzip or none`);
}

function parseJson(buf: Buffer): unknown {
  if (buf.length === 0) throw invalid('The request body is empty; send a JSON object');
  try {
    return JSON.parse(buf.toString('utf8')) as unknown;
  } catch {
    throw invalid('The request body is not valid JSON');
  }
}

/**
 * Trace ingestion, authenticated by project API key: OTLP/HTTP at /v1/traces (protobuf or JSON, optionally
 * gzipped) and the native JSON batch. Its own plugin, so its body parsers (raw bytes, gzip) stay here.
 */
export const ingestRoutes =
  (traces: TracesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(PROTOBUF_TYPES, { parseAs: 'buffer', bodyLimit: INGEST_BODY_LIMIT }, (req, body, done) => {
      try {
        done(null, decodeBody(req, body as Buffer));
      } catch (err) {
        done(err as Error, undefined);
      }
    });
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: INGEST_BODY_LIMIT },
      (req, body, done) => {
        try {
          done(null, parseJson(decodeBody(req, body as Buffer)));
        } catch (err) {
          done(err as Error, undefined);
        }
      },
    );
    app.addContentTypeParser('*', (_req, _payload, done) => {
      done(new IngestHttpError(415, 'Send the body as application/x-protobuf or application/json'), undefined);
    });

    app.post(
      '/v1/traces',
      {
        config: { access: apiKeyAccess() },
        bodyLimit: INGEST_BODY_LIMIT,
        schema: {
          tags: ['traces'],
          summary:
            'OTLP/HTTP trace export (ExportTraceServiceRequest as application/x-protobuf or application/json, gzip allowed); Authorization: Bearer <project API key>',
        },
      },
      async (req, reply) => {
        const project = requireProject(req);
        const isProtobuf = PROTOBUF_TYPES.includes(
          String(req.headers['content-type'] ?? '')
            .split(';')[0]!
            .trim(),
        );
        let decoded;
        try {
          decoded = isProtobuf ? decodeOtlpProtobuf(req.body as Buffer) : decodeOtlpJson(req.body);
        } catch (err) {
          if (err instanceof OtlpFormatError) throw invalid(err.message);
          throw err;
        }
        await traces.storeRawSpans(project, decoded.spans);
        if (isProtobuf) {
          return reply
            .type('application/x-protobuf')
            .send(Buffer.from(encodeOtlpResponse(decoded.rejected, decoded.errors)));
        }
        return reply
          .type('application/json')
          .send(JSON.stringify(otlpResponseObject(decoded.rejected, decoded.errors)));
      },
    );

    app.post(
      '/v2/llm/traces/ingest',
      {
        config: { access: apiKeyAccess('editor') },
        bodyLimit: INGEST_BODY_LIMIT,
        schema: {
          tags: ['traces'],
          summary:
            'Send spans as a native JSON batch (a project API key, or a signed-in editor with X-Project-Id); re-sent spans replace themselves',
          body: IngestSpansRequestSchema,
          response: replies(IngestSpansResponseSchema),
        },
      },
      async (req) => {
        const result = await traces.ingestNative(requireProject(req), req.body.spans);
        return ok(result, `Stored ${result.accepted} span${result.accepted === 1 ? '' : 's'}`);
      },
    );
  };
