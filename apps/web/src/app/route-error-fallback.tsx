import { Box, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Shown when a page fails to load or render. Usually a lost connection or a deploy that replaced
 * the page's code, so coming back online reloads.
 */
export function RouteErrorFallback() {
  const error = useRouteError();

  useEffect(() => {
    const onOnline = () => window.location.reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">Failed to load this page</Text>
        {import.meta.env.DEV && error != null && (
          <Code block ta="left" w="100%">
            {describe(error)}
          </Code>
        )}
        <Group>
          {/* A full load, not a client-side navigation: the app's own code may be what failed. */}
          <Button variant="default" onClick={() => window.location.assign('/splash-screen')}>
            Home
          </Button>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** The same fallback where no layout is left to provide the main landmark. */
export function RootErrorFallback() {
  return (
    <Box component="main">
      <RouteErrorFallback />
    </Box>
  );
}
