import { TextFieldRoleSchema, type TextField, type TextFieldRole } from '@assay/shared/contracts/prompts';
import type { PlaygroundColumn } from '@assay/shared/domain/playground-state';
import { ActionIcon, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { usePlaygroundStore } from '../stores/playground-store-provider';

const ROLE_OPTIONS = TextFieldRoleSchema.options.map((role) => ({ value: role, label: role }));

/** A conversation alternates: after a user turn comes the assistant's, otherwise the user's. */
function nextRole(messages: readonly TextField[]): TextFieldRole {
  return messages[messages.length - 1]?.role === 'user' ? 'assistant' : 'user';
}

type MessagesEditorProps = {
  column: PlaygroundColumn;
  /** Server field errors by message index. */
  messageErrors: Record<number, string>;
};

export function MessagesEditor({ column, messageErrors }: MessagesEditorProps) {
  const dispatch = usePlaygroundStore((state) => state.dispatch);
  const { messages } = column;
  const setMessages = (next: TextField[]) =>
    dispatch({ type: 'messages-changed', columnId: column.id, messages: next });
  const update = (index: number, patch: Partial<TextField>) =>
    setMessages(messages.map((message, i) => (i === index ? { ...message, ...patch } : message)));

  return (
    <Stack gap="sm">
      {messages.map((message, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <NativeSelect
            label="Role"
            data={ROLE_OPTIONS}
            value={message.role}
            w={120}
            onChange={(event) => {
              const role = TextFieldRoleSchema.safeParse(event.currentTarget.value);
              if (role.success) update(index, { role: role.data });
            }}
          />
          <Textarea
            label={`Message ${index + 1}`}
            placeholder={
              message.role === 'system'
                ? 'Instructions for the model. Use {{name}} for values that change between runs.'
                : 'What this turn says. Use {{name}} for values that change between runs.'
            }
            autosize
            minRows={2}
            maxRows={14}
            value={message.content}
            error={messageErrors[index]}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            onChange={(event) => update(index, { content: event.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={26}
            aria-label={`Remove message number ${index + 1}`}
            disabled={messages.length <= 1}
            onClick={() => setMessages(messages.filter((_, i) => i !== index))}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => setMessages([...messages, { role: nextRole(messages), content: '' }])}
        >
          Add message
        </Button>
      </Group>
    </Stack>
  );
}
