import { FullNameSchema, type SessionUser } from '@assay/shared/contracts/auth';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { useUpdateCurrentUserMutation } from '../api/update-current-user';

const ProfileFormSchema = z.object({ fullName: FullNameSchema });

export function ProfileForm({ user }: { user: SessionUser }) {
  const updateUser = useUpdateCurrentUserMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { fullName: user.fullName },
    validate: schemaResolver(ProfileFormSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(({ fullName }) =>
    updateUser.mutate(
      { fullName: fullName.trim() },
      {
        // The tab re-keys this form on the saved name, so the field then starts from it.
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => showRequestError(error, form.setErrors),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          maxLength={100}
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <Group>
          <Button type="submit" loading={updateUser.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
