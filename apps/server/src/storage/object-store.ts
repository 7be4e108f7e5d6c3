import type { Readable } from 'node:stream';

/** Where uploaded files live: the server's own disk (DATA_DIR/uploads) or an S3-compatible bucket. */
export type ObjectStore = {
  kind: 'local' | 's3';
  /** A URL the browser PUTs the file's bytes to, with the headers it must send. */
  presignPut(input: {
    key: string;
    contentType: string | null;
    size: number;
    expiresAt: Date;
    /** Absolute base URL of this server as the browser sees it (for the local store). */
    baseUrl: string;
  }): Promise<{ url: string; headers: Record<string, string> }>;
  /** Reads the object; null when nothing was uploaded under that key. */
  openRead(key: string): Promise<Readable | null>;
  /** Size in bytes, or null when the object does not exist. */
  sizeOf(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
};
