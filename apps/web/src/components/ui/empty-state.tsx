import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: string;
  description: ReactNode;
  /** A button or link that moves the person on. */
  action?: ReactNode;
  /** Heading level of the title; 2 under a page's h1. */
  titleOrder?: 1 | 2 | 3;
};

/** Says plainly what belongs here and why it is empty. */
export function EmptyState({ title, description, action, titleOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" maw={560} mx="auto" ta="center">
        <Title order={titleOrder} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
