import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from './object-store';
import type { UploadSigner } from './upload-signature';

export class UploadTooLargeError extends Error {}

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

/** Files on the server's disk under `dir`; the browser PUTs them to /dataset/uploads/{key} with a signed URL. */
export function createLocalObjectStore(dir: string, signer: UploadSigner) {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('bad object key');
    return path.join(dir, key);
  };
  const store: ObjectStore & {
    /** Streams `body` into the object, refusing more than `maxBytes`; returns the bytes written. */
    write(key: string, body: Readable, maxBytes: number): Promise<number>;
  } = {
    kind: 'local',
    async presignPut({ key, contentType, expiresAt, baseUrl }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ expires: String(expires), signature: signer.sign(key, expires) });
      return {
        url: `${baseUrl}/dataset/uploads/${encodeURIComponent(key)}?${query.toString()}`,
        headers: (contentType ? { 'Content-Type': contentType } : {}) as Record<string, string>,
      };
    },
    async openRead(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file, { highWaterMark: 64 * 1024 });
    },
    async sizeOf(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async write(key, body, maxBytes) {
      await mkdir(dir, { recursive: true });
      const final = fileOf(key);
      const partial = `${final}.${process.pid}.${Date.now()}.part`;
      let written = 0;
      try {
        await pipeline(
          body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              written += chunk.length;
              if (written > maxBytes) throw new UploadTooLargeError(`more than ${maxBytes} bytes`);
              yield chunk;
            }
          },
          createWriteStream(partial),
        );
        await rename(partial, final);
        return written;
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
  };
  return store;
}

export type LocalObjectStore = ReturnType<typeof createLocalObjectStore>;
