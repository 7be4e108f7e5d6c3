import { toChatMessages } from '@assay/shared/domain/detect-chat-messages';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { ChatMessages } from './chat-messages';
import { JsonBlock } from './json-block';

/** A span's input or output: as chat when it is chat messages, else as JSON (or plain text). */
export function PayloadView({ value, label }: { value: unknown; label: string }) {
  const messages = useMemo(() => toChatMessages(value), [value]);
  if (value === null || value === undefined)
    return (
      <Text size="sm" c="dimmed">
        No {label.toLowerCase()} was recorded for this span.
      </Text>
    );
  if (messages) return <ChatMessages messages={messages} label={label} />;
  return <JsonBlock value={value} label={label} />;
}
