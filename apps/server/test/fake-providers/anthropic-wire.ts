import { splitInTwo, type ReplyContext, type WireProtocol } from './scripted-reply';

/**
 * Anthropic Messages: POST {base}/messages with `x-api-key` and `anthropic-version`; the stream is
 * named SSE events message_start, content_block_start, ping, content_block_delta, content_block_stop,
 * message_delta and message_stop.
 */

function event(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

function errorType(status: number): string {
  switch (status) {
    case 400:
      return 'invalid_request_error';
    case 401:
      return 'authentication_error';
    case 403:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 529:
      return 'overloaded_error';
    default:
      return status >= 500 ? 'api_error' : 'invalid_request_error';
  }
}

export const anthropicWire: WireProtocol = {
  name: 'anthropic',

  body(content, ctx) {
    const isText = content.kind === 'text';
    return {
      id: `msg_fake_${ctx.seq}`,
      type: 'message',
      role: 'assistant',
      model: ctx.model,
      content: isText
        ? [{ type: 'text', text: content.text }]
        : [{ type: 'tool_use', id: `toolu_fake_${ctx.seq}`, name: content.name, input: content.args }],
      stop_reason: isText ? 'end_turn' : 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: content.usage.input, output_tokens: content.usage.output },
    };
  },

  streamSteps(content, ctx) {
    const opening =
      event('message_start', {
        message: {
          id: `msg_fake_${ctx.seq}`,
          type: 'message',
          role: 'assistant',
          model: ctx.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: content.usage.input, output_tokens: 1 },
        },
      }) +
      event('content_block_start', {
        index: 0,
        content_block:
          content.kind === 'text'
            ? { type: 'text', text: '' }
            : { type: 'tool_use', id: `toolu_fake_${ctx.seq}`, name: content.name, input: {} },
      }) +
      event('ping', {});
    const deltas =
      content.kind === 'text'
        ? content.pieces.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }))
        : splitInTwo(content.argsJson).map((partial_json) =>
            event('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json } }),
          );
    const closing =
      event('content_block_stop', { index: 0 }) +
      event('message_delta', {
        delta: { stop_reason: content.kind === 'text' ? 'end_turn' : 'tool_use', stop_sequence: null },
        usage: { output_tokens: content.usage.output },
      }) +
      event('message_stop', {});
    const steps = [...deltas];
    steps[0] = opening + steps[0];
    steps[steps.length - 1] += closing;
    return steps;
  },

  streamContentType: () => 'text/event-stream; charset=utf-8',

  errorBody(status, message) {
    return { type: 'error', error: { type: errorType(status), message } };
  },

  modelList(models) {
    return {
      data: models.map((id) => ({
        type: 'model',
        id,
        display_name: id,
        created_at: '2025-01-01T00:00:00Z',
      })),
      has_more: false,
      first_id: models[0] ?? null,
      last_id: models[models.length - 1] ?? null,
    };
  },

  malformedBody: '{"id":"msg_fake","type":"message","role":"assistant","content":[{"type":"text","text":"Hel',

  // A valid start, then a truncated event and garbage: the SDK accepts the stream, then reports errors.
  malformedStream: (ctx: ReplyContext) =>
    event('message_start', {
      message: {
        id: `msg_fake_${ctx.seq}`,
        type: 'message',
        role: 'assistant',
        model: ctx.model,
        content: [],
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    }) +
    'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"te\n\n' +
    'event: content_block_delta\ndata: this is not json\n\n',
};
