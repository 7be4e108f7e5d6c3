import { ApiError } from './api-client';
import { notifyError } from './notify';
import { toFormErrors } from './to-form-errors';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Shows a failed request the way every form does: the server's message as a toast, and its
 * field errors under the matching fields (when a form is given).
 */
export function showRequestError(error: unknown, setFieldErrors?: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError) {
    notifyError(error.message || FALLBACK_MESSAGE);
    setFieldErrors?.(toFormErrors(error.fieldErrors));
    return;
  }
  // Anything else (a bug, a response that failed its schema) has no message meant for people.
  notifyError(FALLBACK_MESSAGE);
}
