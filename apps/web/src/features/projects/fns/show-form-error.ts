import type { FormErrors } from '@mantine/form';
import { notifyError } from '@/components/ui/notify';
import { ApiError } from '@/lib/api-client';
import { toFormErrors } from './to-form-errors';

type FormLike = { setErrors: (errors: FormErrors) => void; getValues: () => object };

/**
 * Shows a failed submission where the person will look: errors about the form's own fields go
 * under those inputs; anything else (conflicts, permissions, network) becomes a toast.
 */
export function showFormError(form: FormLike, error: Error) {
  const fields = Object.keys(form.getValues());
  const fieldErrors = error instanceof ApiError ? toFormErrors(error.fieldErrors) : {};
  const known = Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => fields.includes(path)));
  if (Object.keys(known).length > 0) form.setErrors(known);
  else notifyError(error.message);
}
