import type { AcceptShareResponse } from '@assay/shared/contracts/projects';
import { CenteredCard, PendingCard } from '@/components/ui/centered-card';
import { ApiError } from '@/lib/api-client';
import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAcceptShareRequestMutation } from '../api/accept-share-request';
import { useLogout } from '../hooks/use-logout';
import { setRedirectionPage, useSession } from '../stores/session-store';

function LoginRequired({ share }: { share: AcceptShareResponse }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // After logging in (or signing up and logging in) the person lands back here and the invitation is accepted.
    setRedirectionPage(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  return (
    <CenteredCard>
      <Title order={1} size="h2">
        You are invited to {share.projectName}
      </Title>
      <Text>
        This invitation gives <strong>{share.email}</strong> {share.accessLevel} access to{' '}
        <strong>{share.projectName}</strong>. Log in with that account to accept it, or sign up if you do not have one
        yet.
      </Text>
      <Group grow>
        <Button onClick={() => void navigate('/login')}>Log in to accept</Button>
        <Button component={Link} to={`/signup?email=${encodeURIComponent(share.email)}`} variant="default">
          Sign up
        </Button>
      </Group>
    </CenteredCard>
  );
}

function Accepted({ share }: { share: AcceptShareResponse }) {
  const navigate = useNavigate();
  return (
    <CenteredCard>
      <Title order={1} size="h2">
        Invitation accepted
      </Title>
      <Text>
        You now have {share.accessLevel} access to <strong>{share.projectName}</strong>.
      </Text>
      <Button onClick={() => void navigate(`/projects/datasets?projectId=${encodeURIComponent(share.projectId)}`)}>
        Open project
      </Button>
    </CenteredCard>
  );
}

export function AcceptSharePage() {
  const { token = '' } = useParams();
  const isSignedIn = useSession((state) => state.token !== null);
  const location = useLocation();
  const logout = useLogout();
  const accept = useAcceptShareRequestMutation();
  const { mutate } = accept;
  // Accepting spends the invitation: StrictMode's second effect run must not send it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (accept.isSuccess) {
    const share = accept.data.data;
    return share.status === 'accepted' ? <Accepted share={share} /> : <LoginRequired share={share} />;
  }

  if (accept.isError) {
    const message =
      accept.error instanceof ApiError ? accept.error.message : 'We could not open this invitation. Please try again.';
    // Signed in as someone other than the invitee: offer the switch and come back here afterwards.
    const isOtherAccount = isSignedIn && accept.error instanceof ApiError && accept.error.status === 403;
    const onSwitchAccount = async () => {
      const here = `${location.pathname}${location.search}`;
      await logout();
      setRedirectionPage(here);
    };
    return (
      <CenteredCard>
        <Title order={1} size="h2">
          This invitation cannot be used
        </Title>
        <Text>{message}</Text>
        {isOtherAccount ? (
          <Group grow>
            <Button onClick={() => void onSwitchAccount()}>Log out and switch account</Button>
            <Button component={Link} to="/projects" variant="default">
              Go to projects
            </Button>
          </Group>
        ) : (
          <Button component={Link} to={isSignedIn ? '/projects' : '/login'}>
            {isSignedIn ? 'Go to projects' : 'Go to log in'}
          </Button>
        )}
      </CenteredCard>
    );
  }

  return <PendingCard title="Opening your invitation" />;
}
