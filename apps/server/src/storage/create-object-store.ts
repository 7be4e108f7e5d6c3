import path from 'node:path';
import type { Config } from '../config';
import { createLocalObjectStore, type LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import type { S3Settings } from './s3-object-store';
import { createUploadSigner, type UploadSigner } from './upload-signature';

/** S3 when S3_BUCKET and keys are set, else DATA_DIR/uploads on this server. */
export function createObjectStore(
  config: Config,
  secretKey: Buffer,
): { store: ObjectStore; localStore: LocalObjectStore | null; signer: UploadSigner } {
  const signer = createUploadSigner(secretKey);
  if (config.S3_BUCKET) {
    if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
      throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
    const store = lazyS3ObjectStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return { store, localStore: null, signer };
  }
  const localStore = createLocalObjectStore(path.resolve(config.DATA_DIR, 'uploads'), signer);
  return { store: localStore, localStore, signer };
}

/** The AWS SDK (about 30 MB once loaded) is loaded on the first use of the bucket, not at start-up. */
function lazyS3ObjectStore(settings: S3Settings): ObjectStore {
  let loaded: Promise<ObjectStore> | null = null;
  const store = () => (loaded ??= import('./s3-object-store').then((m) => m.createS3ObjectStore(settings)));
  return {
    kind: 's3',
    presignPut: async (input) => (await store()).presignPut(input),
    openRead: async (key) => (await store()).openRead(key),
    sizeOf: async (key) => (await store()).sizeOf(key),
    remove: async (key) => (await store()).remove(key),
  };
}
