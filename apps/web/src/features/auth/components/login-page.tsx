import { LoginRequestSchema } from '@assay/shared/contracts/auth';
import { PasswordField } from '@/components/ui/password-field';
import { storage } from '@/lib/storage';
import { showRequestError } from '@/lib/show-request-error';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useAuthenticateMutation } from '../api/authenticate';
import { getPageAfterLogin } from '../fns/get-page-after-login';
import { startSession, takeRedirectionPage } from '../stores/session-store';

export function LoginPage() {
  const navigate = useNavigate();
  const authenticate = useAuthenticateMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginRequestSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    authenticate.mutate(values, {
      onSuccess: ({ data }) => {
        startSession(data.token, data.refreshToken);
        const next = getPageAfterLogin({
          redirectionPage: takeRedirectionPage(),
          hasSeenTour: storage.get('hasSeenTour') === 'true',
        });
        void navigate(next, { replace: true });
      },
      onError: (error) => showRequestError(error, form.setErrors),
    });
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Log in to Assay
        </Title>
        <Text c="dimmed" size="sm">
          Welcome back. Use the email and password of your account.
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
          <PasswordField
            label="Password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={authenticate.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New to Assay?{' '}
        <Anchor component={Link} to="/signup">
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
