import { Button, Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Large payloads are cut at first so opening a span never stalls the page; the rest is one click away. */
const PREVIEW_CHARS = 20_000;

function toJsonText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const [isFull, setIsFull] = useState(false);
  const text = toJsonText(value);
  const isCut = !isFull && text.length > PREVIEW_CHARS;
  return (
    <Stack gap={4}>
      <Code
        block
        role="group"
        aria-label={label}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 480, overflow: 'auto' }}
        tabIndex={0}
      >
        {isCut ? `${text.slice(0, PREVIEW_CHARS)}…` : text}
      </Code>
      {isCut && (
        <Button size="xs" variant="subtle" onClick={() => setIsFull(true)} w="fit-content">
          Show all {text.length.toLocaleString('en-US')} characters
        </Button>
      )}
      {text === '' && (
        <Text size="sm" c="dimmed">
          Empty
        </Text>
      )}
    </Stack>
  );
}
