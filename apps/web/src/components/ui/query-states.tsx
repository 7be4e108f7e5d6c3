import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

/** Placeholder rows while a list loads, announced to assistive technology as busy. */
export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={40} radius="sm" />
      ))}
    </Stack>
  );
}

/** A failed load: what failed, the server's message, and a way to try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
