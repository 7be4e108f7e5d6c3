/** Where programs send traces with a key: this console's origin plus the OTLP/HTTP traces path. */
export function otlpEndpoint(origin: string): string {
  return `${origin.replace(/\/$/, '')}/v1/traces`;
}
