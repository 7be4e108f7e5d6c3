import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card that sign-in, sign-up and link-landing pages sit in. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440} mx="auto">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A centered card that says what is happening while a mailed link is being checked. */
export function PendingCard({ title }: { title: string }) {
  return (
    <CenteredCard>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Center py="lg" role="status" aria-label={title}>
        <Loader />
      </Center>
    </CenteredCard>
  );
}
