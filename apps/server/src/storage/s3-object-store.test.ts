import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, createUser, waitFor, type TestApp } from '../../test/test-app';

/** sha256/HMAC in the shape the AWS signer takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | Uint8Array) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key-123' };
const region = 'eu-test-1';
const signer = new SignatureV4({ service: 's3', region, credentials, sha256: Sha256 as never, uriEscapePath: false });

/**
 * A tiny S3-compatible bucket: PUT checks the SigV4 presigned query by re-signing the same request with the AWS
 * SDK's own signer; GET and HEAD need a SigV4 Authorization header for our key.
 */
function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const puts: string[] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'PUT') {
      const q = Object.fromEntries(url.searchParams);
      const date = q['X-Amz-Date'] ?? '';
      const signingDate = new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      );
      const signedHeaders = (q['X-Amz-SignedHeaders'] ?? '').split(';');
      const headers: Record<string, string> = {};
      for (const h of signedHeaders) headers[h] = String(req.headers[h] ?? '');
      const query = { ...q };
      delete query['X-Amz-Signature'];
      // The presigner signs an unsigned payload; the signer reads that from this header.
      if (query['X-Amz-Content-Sha256']) {
        headers['X-Amz-Content-Sha256'] = query['X-Amz-Content-Sha256'];
        delete query['X-Amz-Content-Sha256'];
      }
      const expected = await signer.presign(
        {
          method: 'PUT',
          protocol: 'http:',
          hostname: req.headers.host!.split(':')[0]!,
          port: Number(req.headers.host!.split(':')[1]),
          path: url.pathname,
          query,
          headers,
        },
        { signingDate, expiresIn: Number(q['X-Amz-Expires']) },
      );
      const isExpired = signingDate.getTime() + Number(q['X-Amz-Expires']) * 1000 < Date.now();
      if (expected.query?.['X-Amz-Signature'] !== q['X-Amz-Signature'] || isExpired) {
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      objects.set(url.pathname, Buffer.concat(chunks));
      puts.push(url.pathname);
      res.writeHead(200, { etag: '"x"' }).end();
      return;
    }
    if (!String(req.headers.authorization ?? '').includes(`Credential=${credentials.accessKeyId}/`)) {
      res.writeHead(403).end();
      return;
    }
    const body = objects.get(url.pathname);
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise<{ url: string; objects: Map<string, Buffer>; puts: string[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        puts,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    env: {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'assay-uploads',
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('S3 uploads', () => {
  it('hands out SigV4 presigned PUT URLs and imports the object with GetObject', async () => {
    const user = await createUser(t, 'Sue Three');
    const projectId = await createProject(t, user);
    const csv = 'prompt,score\nhello,1\nworld,2\n';
    const res = await call(t.app, {
      method: 'POST',
      url: '/dataset/preSignedUrls',
      token: user.token,
      projectId,
      payload: { files: [{ fileName: 'data.csv', contentType: 'text/csv', size: csv.length }] },
    });
    expect(res.status).toBe(200);
    const upload = res.body.data.uploads[0];
    const url = new URL(upload.url);
    expect(url.origin).toBe(s3.url);
    expect(url.pathname).toBe(`/assay-uploads/uploads/${projectId}/${upload.uploadId}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toContain(`AKIDTEST/`);
    expect(url.searchParams.get('X-Amz-Credential')).toContain(`/${region}/s3/aws4_request`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(3600);
    expect(upload.headers).toEqual({ 'Content-Type': 'text/csv' });

    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(tampered, { method: 'PUT', headers: upload.headers, body: csv })).status).toBe(403);
    const wrongType = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: csv });
    expect(wrongType.status).toBe(403);
    const put = await fetch(url, { method: 'PUT', headers: upload.headers, body: csv });
    expect(put.status).toBe(200);
    expect(s3.objects.get(url.pathname)?.toString()).toBe(csv);

    const preview = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/dataset/import-preview',
      token: user.token,
      projectId,
      payload: { uploadId: upload.uploadId },
    });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.data).toMatchObject({ format: 'csv', headers: ['prompt', 'score'], size: csv.length });
    const started = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/dataset/import',
      token: user.token,
      projectId,
      payload: { uploadId: upload.uploadId, name: 'from s3', columns: preview.body.data.suggestedColumns },
    });
    const job = await waitFor(async () => {
      const r = await call(t.app, {
        method: 'GET',
        url: `/v2/llm/jobs/${started.body.data.jobId}`,
        token: user.token,
        projectId,
      });
      return ['succeeded', 'failed'].includes(r.body.data.status) ? r.body.data : null;
    });
    expect(job.status, job.error).toBe('succeeded');
    const rows = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/dataset/${started.body.data.datasetId}/rows`,
      token: user.token,
      projectId,
    });
    expect(rows.body.data.items.map((r: { values: unknown }) => r.values)).toEqual([
      { prompt: 'hello', score: 1 },
      { prompt: 'world', score: 2 },
    ]);

    // Not yet uploaded: a clear conflict, not a crash.
    const second = await call(t.app, {
      method: 'POST',
      url: '/dataset/preSignedUrls',
      token: user.token,
      projectId,
      payload: { files: [{ fileName: 'later.csv', size: 10 }] },
    });
    const early = await call(t.app, {
      method: 'POST',
      url: '/v2/llm/dataset/import-preview',
      token: user.token,
      projectId,
      payload: { uploadId: second.body.data.uploads[0].uploadId },
    });
    expect(early.status).toBe(409);
  });
});
