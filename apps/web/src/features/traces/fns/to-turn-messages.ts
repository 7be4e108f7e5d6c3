import { type ChatMessage, toChatMessages } from '@assay/shared/domain/detect-chat-messages';

const asMessage = (role: string, value: unknown): ChatMessage => ({
  role,
  name: null,
  parts: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }],
});

/**
 * What one turn of a conversation adds. A chat request usually repeats the whole history, so only the
 * messages after the last assistant message are new; plain input or output becomes one message.
 */
export function toTurnMessages(input: unknown, output: unknown): { asked: ChatMessage[]; answered: ChatMessage[] } {
  const inputMessages =
    input === null || input === undefined ? [] : (toChatMessages(input) ?? [asMessage('user', input)]);
  let lastAssistant = -1;
  inputMessages.forEach((m, i) => {
    if (m.role === 'assistant') lastAssistant = i;
  });
  const asked = inputMessages.slice(lastAssistant + 1).filter((m) => m.role !== 'system');
  const answered =
    output === null || output === undefined ? [] : (toChatMessages(output) ?? [asMessage('assistant', output)]);
  return { asked, answered };
}
