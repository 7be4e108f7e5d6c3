import { notifySuccess } from './notify';
import { showRequestError } from './show-request-error';

/**
 * Mutation callbacks the way every dialog and form uses them: the server's message as the success toast and
 * then `onDone`; a failure as the error toast, with its field errors on the form when one is given.
 */
export function withToasts(onDone: () => void, setFieldErrors?: (errors: Record<string, string>) => void) {
  return {
    onSuccess: ({ message }: { message: string }) => {
      notifySuccess(message);
      onDone();
    },
    onError: (error: unknown) => showRequestError(error, setFieldErrors),
  };
}
