import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { ObjectStore } from './object-store';

export type S3Settings = {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Uploads go straight from the browser to the bucket with a SigV4 presigned PUT; imports read with GetObject. */
export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Otherwise presigned PUTs carry the CRC32 of an empty body and S3 refuses the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async presignPut({ key, contentType, expiresAt }) {
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      const command = new PutObjectCommand({ Bucket, Key: key, ...(contentType ? { ContentType: contentType } : {}) });
      const url = await getSignedUrl(client, command, {
        expiresIn,
        ...(contentType ? { signableHeaders: new Set(['content-type']) } : {}),
      });
      return { url, headers: (contentType ? { 'Content-Type': contentType } : {}) as Record<string, string> };
    },
    async openRead(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body as never);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async sizeOf(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return out.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
