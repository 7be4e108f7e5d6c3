/**
 * Span inputs and outputs are often chat messages in one of a few shapes: OpenAI Chat Completions
 * (`[{role, content}]`, `{messages}`, `{choices: [{message}]}`), Anthropic Messages (`{system, messages}`,
 * content blocks, `{type: 'message', role, content}`), Gemini (`{contents}`, `{candidates}`), and the
 * OpenTelemetry GenAI conventions (`[{role, parts: [{type, content}]}]`). This reads any of them into
 * one shape, or returns null so the caller shows plain JSON instead.
 */
export type ChatPart =
  | { type: 'text'; text: string }
  | { type: 'image'; url: string }
  | { type: 'tool_call'; name: string; arguments: string; id: string | null }
  | { type: 'tool_result'; content: string; id: string | null }
  | { type: 'other'; value: unknown };

export type ChatMessage = { role: string; name: string | null; parts: ChatPart[] };

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v, null, 2);
const asString = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Roles as people read them; Gemini says "model" for the assistant. */
function normaliseRole(role: string): string {
  return role === 'model' ? 'assistant' : role;
}

function toPart(block: unknown): ChatPart {
  if (typeof block === 'string') return { type: 'text', text: block };
  if (!isObject(block)) return { type: 'other', value: block };
  const type = asString(block.type);
  // OpenAI / Anthropic text blocks carry `text`; GenAI text parts carry `content`; Gemini parts have only `text`.
  if ((type === 'text' || type === 'input_text' || type === 'output_text' || type === null) && 'text' in block)
    return { type: 'text', text: asText(block.text) };
  if (type === 'text' && 'content' in block) return { type: 'text', text: asText(block.content) };
  if (type === 'image_url' && isObject(block.image_url))
    return { type: 'image', url: asString(block.image_url.url) ?? '' };
  if (type === 'image' && isObject(block.source)) {
    const { source } = block;
    const url = asString(source.url) ?? `data:${asString(source.media_type) ?? 'image'};base64,${asText(source.data)}`;
    return { type: 'image', url };
  }
  if (type === 'tool_use')
    return { type: 'tool_call', name: asText(block.name), arguments: asText(block.input), id: asString(block.id) };
  if (type === 'tool_call')
    return {
      type: 'tool_call',
      name: asText(block.name),
      arguments: asText(block.arguments),
      id: asString(block.id),
    };
  if (type === 'tool_result' || type === 'tool_call_response') {
    const content = block.content ?? block.response ?? block.result;
    const text = Array.isArray(content)
      ? content.map((c) => (isObject(c) && 'text' in c ? asText(c.text) : asText(c))).join('\n')
      : asText(content);
    return { type: 'tool_result', content: text, id: asString(block.tool_use_id) ?? asString(block.id) };
  }
  if (type === null && isObject(block.functionCall))
    return {
      type: 'tool_call',
      name: asText(block.functionCall.name),
      arguments: asText(block.functionCall.args),
      id: null,
    };
  if (type === null && isObject(block.functionResponse))
    return { type: 'tool_result', content: asText(block.functionResponse.response), id: null };
  return { type: 'other', value: block };
}

/** One message in any of the shapes, or null when the object is not a message. */
function toMessage(value: unknown): ChatMessage | null {
  if (!isObject(value)) return null;
  const role = asString(value.role);
  if (role === null) return null;
  if (!('content' in value || 'parts' in value || 'tool_calls' in value || 'function_call' in value)) return null;
  const parts: ChatPart[] = [];
  const content = value.content ?? value.parts;
  if (typeof content === 'string') parts.push({ type: 'text', text: content });
  else if (Array.isArray(content)) parts.push(...content.map(toPart));
  else if (content !== undefined && content !== null) parts.push({ type: 'other', value: content });
  if (Array.isArray(value.tool_calls)) {
    for (const call of value.tool_calls) {
      const fn = isObject(call) && isObject(call.function) ? call.function : {};
      parts.push({
        type: 'tool_call',
        name: asText(fn.name),
        arguments: asText(fn.arguments),
        id: isObject(call) ? asString(call.id) : null,
      });
    }
  }
  if (isObject(value.function_call)) {
    parts.push({
      type: 'tool_call',
      name: asText(value.function_call.name),
      arguments: asText(value.function_call.arguments),
      id: null,
    });
  }
  // An OpenAI tool message answers a call by id; show it as that call's result.
  if (role === 'tool' && parts.length === 1 && parts[0]!.type === 'text')
    parts[0] = { type: 'tool_result', content: parts[0]!.text, id: asString(value.tool_call_id) };
  return { role: normaliseRole(role), name: asString(value.name), parts };
}

function toMessageList(values: unknown[]): ChatMessage[] | null {
  if (values.length === 0) return null;
  const messages: ChatMessage[] = [];
  for (const value of values) {
    const message = toMessage(value);
    if (!message) return null;
    messages.push(message);
  }
  return messages;
}

function parseIfJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!(trimmed.startsWith('[') || trimmed.startsWith('{'))) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return value;
  }
}

/** The messages in a span's input or output, or null when it is not chat (then show it as JSON). */
export function toChatMessages(raw: unknown): ChatMessage[] | null {
  const value = parseIfJson(raw);
  if (Array.isArray(value)) return toMessageList(value);
  if (!isObject(value)) return null;

  if (Array.isArray(value.messages)) {
    const messages = toMessageList(value.messages);
    if (!messages) return null;
    // Anthropic keeps the system prompt beside the messages.
    const system = value.system;
    if (typeof system === 'string' && system !== '')
      return [{ role: 'system', name: null, parts: [{ type: 'text', text: system }] }, ...messages];
    if (Array.isArray(system) && system.length > 0)
      return [{ role: 'system', name: null, parts: system.map(toPart) }, ...messages];
    return messages;
  }
  if (Array.isArray(value.contents)) return toMessageList(value.contents);
  if (Array.isArray(value.choices)) {
    const messages = value.choices.map((choice) => (isObject(choice) ? toMessage(choice.message) : null));
    return messages.length > 0 && messages.every((m) => m !== null) ? (messages as ChatMessage[]) : null;
  }
  if (Array.isArray(value.candidates)) {
    const messages = value.candidates.map((c) => (isObject(c) ? toMessage(c.content) : null));
    return messages.length > 0 && messages.every((m) => m !== null) ? (messages as ChatMessage[]) : null;
  }
  const single = toMessage(value);
  return single ? [single] : null;
}
