import { CenteredCard, PendingCard } from '@/components/ui/centered-card';
import { ApiError } from '@/lib/api-client';
import { Anchor, Button, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useVerifyEmailMutation } from '../api/verify-email';

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;
  // The link is single-use: StrictMode's second effect run must not spend it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <CenteredCard>
        <Title order={1} size="h2">
          Email verified
        </Title>
        <Text>
          {verify.data.data.email ? (
            <>
              <strong>{verify.data.data.email}</strong> is confirmed.{' '}
            </>
          ) : null}
          {verify.data.message}
        </Text>
        <Button onClick={() => void navigate('/login')}>Log in</Button>
      </CenteredCard>
    );
  }

  if (verify.isError) {
    const message =
      verify.error instanceof ApiError ? verify.error.message : 'We could not verify your email. Please try again.';
    return (
      <CenteredCard>
        <Title order={1} size="h2">
          We could not verify your email
        </Title>
        <Text>{message}</Text>
        <Button component={Link} to="/login">
          Go to log in
        </Button>
        <Anchor component={Link} to="/signup" size="sm" ta="center">
          Sign up again
        </Anchor>
      </CenteredCard>
    );
  }

  return <PendingCard title="Verifying your email" />;
}
