import type { ChatMessage, ChatPart } from '@assay/shared/domain/detect-chat-messages';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { JsonBlock } from './json-block';

const ROLE_COLORS: Record<string, string> = {
  system: 'gray',
  user: 'blue',
  assistant: 'teal',
  tool: 'orange',
  function: 'orange',
};

function PartView({ part }: { part: ChatPart }) {
  switch (part.type) {
    case 'text':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {part.text}
        </Text>
      );
    case 'image':
      return part.url.startsWith('data:') ? (
        <Text size="sm" c="dimmed">
          Image ({part.url.slice(5, part.url.indexOf(';')) || 'inline'})
        </Text>
      ) : (
        <Anchor href={part.url} target="_blank" rel="noreferrer" size="sm">
          Image: {part.url}
        </Anchor>
      );
    case 'tool_call':
      return (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Calls {part.name}
            {part.id ? ` (${part.id})` : ''}
          </Text>
          <JsonBlock value={part.arguments} label={`Arguments of ${part.name}`} />
        </Stack>
      );
    case 'tool_result':
      return (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Tool result{part.id ? ` for ${part.id}` : ''}
          </Text>
          <JsonBlock value={part.content} label="Tool result" />
        </Stack>
      );
    default:
      return <JsonBlock value={part.value} label="Message part" />;
  }
}

/** Chat messages as bubbles: who said it, then its text, tool calls and results. */
export function ChatMessages({ messages, label }: { messages: ChatMessage[]; label: string }) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {messages.map((message, i) => (
        <Paper
          key={i}
          role="listitem"
          withBorder
          radius="md"
          p="sm"
          ml={message.role === 'assistant' ? 'xl' : 0}
          mr={message.role === 'user' ? 'xl' : 0}
          bg={message.role === 'assistant' ? 'var(--mantine-color-teal-light)' : undefined}
        >
          <Stack gap={6}>
            <Group gap="xs">
              <Badge size="sm" variant="light" color={ROLE_COLORS[message.role] ?? 'indigo'}>
                {message.role}
              </Badge>
              {message.name && (
                <Text size="xs" c="dimmed">
                  {message.name}
                </Text>
              )}
            </Group>
            {message.parts.length === 0 ? (
              <Text size="sm" c="dimmed">
                (no content)
              </Text>
            ) : (
              message.parts.map((part, p) => <PartView key={p} part={part} />)
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
