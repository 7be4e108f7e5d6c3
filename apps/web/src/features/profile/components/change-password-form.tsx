import { PasswordSchema } from '@assay/shared/contracts/auth';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { PasswordField } from '@/components/ui/password-field';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateCurrentUserMutation } from '../api/update-current-user';

const ChangePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }),
  newPassword: PasswordSchema,
});

export function ChangePasswordForm() {
  const updateUser = useUpdateCurrentUserMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(ChangePasswordFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) =>
    updateUser.mutate(values, {
      onSuccess: () => {
        notifySuccess('Your password was changed. Use the new one the next time you log in.');
        form.reset();
      },
      onError: (error) => showRequestError(error, form.setErrors),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <Group>
          <Button type="submit" loading={updateUser.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
