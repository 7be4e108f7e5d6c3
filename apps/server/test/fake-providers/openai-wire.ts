import { splitInTwo, type NormalizedContent, type ReplyContext, type WireProtocol } from './scripted-reply';

/**
 * OpenAI Chat Completions (also what Ollama, vLLM, LM Studio and other "OpenAI-compatible" servers speak):
 * POST {base}/chat/completions, `data: {chunk}` SSE lines ending with `data: [DONE]`.
 */

const CREATED = 1_700_000_000;

function usageOf(content: NormalizedContent) {
  return {
    prompt_tokens: content.usage.input,
    completion_tokens: content.usage.output,
    total_tokens: content.usage.input + content.usage.output,
  };
}

function sse(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

function errorType(status: number): { type: string; code: string | null } {
  if (status === 401) return { type: 'invalid_request_error', code: 'invalid_api_key' };
  if (status === 403) return { type: 'invalid_request_error', code: 'unsupported_country_region_territory' };
  if (status === 404) return { type: 'invalid_request_error', code: 'model_not_found' };
  if (status === 429) return { type: 'requests', code: 'rate_limit_exceeded' };
  if (status >= 500) return { type: 'server_error', code: null };
  return { type: 'invalid_request_error', code: null };
}

export const openAiWire: WireProtocol = {
  name: 'openai',

  body(content, ctx) {
    const message =
      content.kind === 'text'
        ? { role: 'assistant', content: content.text, refusal: null, annotations: [] }
        : {
            role: 'assistant',
            content: null,
            refusal: null,
            annotations: [],
            tool_calls: [
              {
                id: `call_fake_${ctx.seq}`,
                type: 'function',
                function: { name: content.name, arguments: content.argsJson },
              },
            ],
          };
    return {
      id: `chatcmpl-fake-${ctx.seq}`,
      object: 'chat.completion',
      created: CREATED,
      model: ctx.model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, message, logprobs: null, finish_reason: content.kind === 'text' ? 'stop' : 'tool_calls' }],
      ...(content.kind === 'text' && content.omitUsage ? {} : { usage: usageOf(content) }),
    };
  },

  streamSteps(content, ctx) {
    const base = {
      id: `chatcmpl-fake-${ctx.seq}`,
      object: 'chat.completion.chunk',
      created: CREATED,
      model: ctx.model,
      system_fingerprint: 'fp_fake',
      ...(ctx.includeUsage ? { usage: null } : {}),
    };
    const chunk = (delta: object, finishReason: string | null = null) =>
      sse({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] });

    const steps: string[] = [];
    if (content.kind === 'text') {
      // Like the real API, the first chunk only announces the role with empty content.
      content.pieces.forEach((piece, i) => {
        const opening = i === 0 ? chunk({ role: 'assistant', content: '', refusal: null }) : '';
        steps.push(opening + chunk({ content: piece }));
      });
    } else {
      const id = `call_fake_${ctx.seq}`;
      steps.push(
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id, type: 'function', function: { name: content.name, arguments: '' } }],
        }),
      );
      for (const part of splitInTwo(content.argsJson)) {
        steps.push(chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }));
      }
    }
    let ending = chunk({}, content.kind === 'text' ? 'stop' : 'tool_calls');
    if (ctx.includeUsage && !(content.kind === 'text' && content.omitUsage))
      ending += sse({ ...base, choices: [], usage: usageOf(content) });
    ending += 'data: [DONE]\n\n';
    steps[steps.length - 1] += ending;
    return steps;
  },

  streamContentType: () => 'text/event-stream; charset=utf-8',

  errorBody(status, message) {
    const { type, code } = errorType(status);
    return { error: { message, type, param: null, code } };
  },

  modelList(models) {
    return {
      object: 'list',
      data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: 'fake-llm' })),
    };
  },

  malformedBody:
    '{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Hel',

  malformedStream: (ctx: ReplyContext) =>
    `data: {"id":"chatcmpl-fake-${ctx.seq}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Hel\n\n` +
    'data: this is not json\n\n',
};
