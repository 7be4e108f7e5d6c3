import type { FieldErrors } from '@assay/shared/contracts/envelope';

/** Server field errors (path -> messages) in the shape Mantine forms show under each field. */
export function toFormErrors(fieldErrors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([path, messages]) => [path, messages.join(' ')]),
  );
}
