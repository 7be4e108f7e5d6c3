import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center component="main" mih="70vh" px="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={48} fw={700} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">
          There is no page at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          .
        </Text>
        <Anchor component={Link} to="/splash-screen">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
