import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures for the server's own upload URLs: the upload id and expiry cannot be changed. */
export function createUploadSigner(secret: Buffer) {
  const key = createHmac('sha256', secret).update('assay-dataset-upload-url').digest();
  const sign = (uploadId: string, expiresEpochSeconds: number) =>
    createHmac('sha256', key).update(`${uploadId}\n${expiresEpochSeconds}`).digest('base64url');
  return {
    sign,
    /** 'ok', or why the signature is refused. */
    verify(uploadId: string, expires: string, signature: string, now: Date): 'ok' | 'invalid' | 'expired' {
      if (!/^[0-9]{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(uploadId, Number(expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return Number(expires) * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}

export type UploadSigner = ReturnType<typeof createUploadSigner>;
