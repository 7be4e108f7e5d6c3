import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../stores/session-store';

const SPLASH_MS = 600;

/** The "home" of the app: shows the brand briefly, then goes where the session says. */
export function SplashScreen() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate(sessionStore.getState().token ? '/projects' : '/login', { replace: true });
    }, SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Center mih="80vh">
      <Stack align="center" gap="sm">
        <Title order={1}>Assay</Title>
        <Text c="dimmed">Build and evaluate your LLM applications</Text>
        <Loader size="sm" role="status" aria-label="Loading" />
      </Stack>
    </Center>
  );
}
