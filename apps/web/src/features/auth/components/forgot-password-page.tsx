import { ResetPasswordRequestSchema } from '@assay/shared/contracts/auth';
import { showRequestError } from '@/lib/show-request-error';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordResetMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ResetPasswordRequestSchema, { sync: true }),
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Check your email
        </Title>
        <Text>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to set a new password. The link works
          once and expires after a while.
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    );
  }

  const onSubmit = form.onSubmit(({ email }) => {
    requestReset.mutate(email, {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) => showRequestError(error, form.setErrors),
    });
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Forgot your password?
        </Title>
        <Text c="dimmed" size="sm">
          Enter the email of your account and we will send you a link to set a new password.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to log in
      </Anchor>
    </Stack>
  );
}
