import { PasswordSchema } from '@assay/shared/contracts/auth';
import { CenteredCard } from '@/components/ui/centered-card';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-client';
import { showRequestError } from '@/lib/show-request-error';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useUpdatePasswordMutation } from '../api/update-password';

function validatePassword(value: string): string | null {
  const result = PasswordSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid password');
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [isDone, setIsDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const updatePassword = useUpdatePasswordMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validatePassword,
      confirmPassword: (value, values) => (value === values.password ? null : 'The passwords do not match'),
    },
  });

  const onSubmit = form.onSubmit(({ password }) => {
    updatePassword.mutate(
      { token, password },
      {
        onSuccess: () => setIsDone(true),
        onError: (error) => {
          showRequestError(error, form.setErrors);
          // A bad, used or expired link cannot be fixed in this form; say so where the person is looking.
          if (!(error instanceof ApiError)) return;
          const tokenErrors = error.fieldErrors.token ?? [];
          const isLinkProblem =
            tokenErrors.length > 0 || error.status === 410 || (error.status === 400 && !error.fieldErrors.password);
          if (isLinkProblem) setLinkProblem(tokenErrors.length > 0 ? tokenErrors.join(' ') : error.message);
        },
      },
    );
  });

  return (
    <CenteredCard>
      {isDone ? (
        <>
          <Title order={1} size="h2">
            Password updated
          </Title>
          <Text>Your new password is set. Log in with it to continue.</Text>
          <Button component={Link} to="/login">
            Log in
          </Button>
        </>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2">
              Set a new password
            </Title>
            <Text c="dimmed" size="sm">
              Choose a password of at least 8 characters.
            </Text>
          </Stack>
          {linkProblem && (
            <Alert color="red" title="This link cannot be used">
              {linkProblem}{' '}
              <Anchor component={Link} to="/forgot-password">
                Request a new link
              </Anchor>
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <PasswordField
                label="New password"
                autoComplete="new-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <PasswordField
                label="Confirm password"
                autoComplete="new-password"
                key={form.key('confirmPassword')}
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" fullWidth loading={updatePassword.isPending}>
                Set new password
              </Button>
            </Stack>
          </form>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to log in
          </Anchor>
        </>
      )}
    </CenteredCard>
  );
}
