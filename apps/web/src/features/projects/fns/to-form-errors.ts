import type { FieldErrors } from '@assay/shared/contracts/envelope';

/** Server field errors (path -> messages) in the shape a Mantine form shows under each input. */
export function toFormErrors(fieldErrors: FieldErrors): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) errors[path] = messages[0];
  }
  return errors;
}
