/** Mailed links carry tokens in the path; logs and messages show them as [redacted]. */
const TOKEN_PATHS = /^(\/(?:verify-email|reset-password|accept-share-request)\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATHS, '$1[redacted]');
}
