import path from 'node:path';
import type { Config } from '../config';
import { createLocalObjectStore, type LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-object-store';
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
    const store = createS3ObjectStore({
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
