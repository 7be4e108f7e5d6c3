import { SignupRequestSchema } from '@assay/shared/contracts/auth';
import { PasswordField } from '@/components/ui/password-field';
import { notifySuccess } from '@/lib/notify';
import { showRequestError } from '@/lib/show-request-error';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResendVerificationMutation } from '../api/resend-verification';
import { useSignupMutation } from '../api/signup';

type SignupResult = { email: string; verificationRequired: boolean };

function CheckYourEmail({ email }: { email: string }) {
  const resend = useResendVerificationMutation();
  const onResend = () =>
    resend.mutate(email, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => showRequestError(error),
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Check your email
      </Title>
      <Text>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </Text>
      <Text size="sm" c="dimmed">
        Nothing arrived after a few minutes? Check your spam folder or send the link again.
      </Text>
      <Button variant="default" onClick={onResend} loading={resend.isPending}>
        Resend link
      </Button>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to log in
      </Anchor>
    </Stack>
  );
}

function AccountReady({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Account created
      </Title>
      <Text>
        Your account for <strong>{email}</strong> is ready.
      </Text>
      <Button component={Link} to="/login">
        Log in
      </Button>
    </Stack>
  );
}

export function SignupPage() {
  const [searchParams] = useSearchParams();
  const [result, setResult] = useState<SignupResult | null>(null);
  const signup = useSignupMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { fullName: '', email: searchParams.get('email') ?? '', password: '' },
    validate: schemaResolver(SignupRequestSchema, { sync: true }),
  });

  if (result)
    return result.verificationRequired ? (
      <CheckYourEmail email={result.email} />
    ) : (
      <AccountReady email={result.email} />
    );

  const onSubmit = form.onSubmit((values) => {
    signup.mutate(values, {
      onSuccess: ({ data }) => setResult(data),
      onError: (error) => showRequestError(error, form.setErrors),
    });
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Create your account
        </Title>
        <Text c="dimmed" size="sm">
          Start evaluating your LLM applications.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            autoComplete="name"
            key={form.key('fullName')}
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signup.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
