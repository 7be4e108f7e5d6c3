import { type PresignedUpload, PreSignedUrlsResponseSchema } from '@assay/shared/contracts/datasets';
import { apiRequest } from '@/lib/api-client';

/** The API's address as this browser reaches it, so a local upload URL points where the page can PUT. */
function hostUrl(): string {
  return new URL(import.meta.env.VITE_API_BASE_URL || '/', window.location.origin).href.replace(/\/$/, '');
}

/** Asks where to PUT the file: this server, or object storage when one is configured. */
export async function createUploadUrl(file: File): Promise<PresignedUpload> {
  const { data } = await apiRequest('/dataset/preSignedUrls', {
    method: 'POST',
    headers: { 'x-host-url': hostUrl() },
    body: { files: [{ fileName: file.name, contentType: file.type || undefined, size: file.size }] },
    schema: PreSignedUrlsResponseSchema,
  });
  const upload = data.uploads[0];
  if (!upload) throw new Error('The server did not return an upload address');
  return upload;
}

/**
 * PUTs the bytes with XMLHttpRequest, the one browser API that reports upload progress.
 * Only the presigned headers are sent: object storage refuses requests carrying other credentials.
 */
export function putFile(
  upload: PresignedUpload,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = `The upload failed (HTTP ${xhr.status})`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // Object storage answers in XML; the status says enough.
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the connection was lost'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
