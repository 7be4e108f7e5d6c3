import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card that sign-in, sign-up and link-landing pages sit in. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440} mx="auto">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
