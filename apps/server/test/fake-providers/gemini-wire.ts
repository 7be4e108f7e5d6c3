import { type NormalizedContent, type ReplyContext, type WireProtocol } from './scripted-reply';

/**
 * Gemini API (Google Generative Language): POST {base}/models/{model}:generateContent and
 * :streamGenerateContent?alt=sse, key in `x-goog-api-key` or `?key=`. Each SSE event is a partial
 * GenerateContentResponse; without `alt=sse` the stream is one JSON array of them.
 */

function statusName(status: number): string {
  switch (status) {
    case 400:
      return 'INVALID_ARGUMENT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'PERMISSION_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'ABORTED';
    case 429:
      return 'RESOURCE_EXHAUSTED';
    case 500:
      return 'INTERNAL';
    case 501:
      return 'UNIMPLEMENTED';
    case 503:
      return 'UNAVAILABLE';
    case 504:
      return 'DEADLINE_EXCEEDED';
    default:
      return status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION';
  }
}

function fullUsage(content: NormalizedContent) {
  return {
    promptTokenCount: content.usage.input,
    candidatesTokenCount: content.usage.output,
    totalTokenCount: content.usage.input + content.usage.output,
  };
}

function parts(content: NormalizedContent, piece?: string): object[] {
  if (content.kind === 'tool-call') return [{ functionCall: { name: content.name, args: content.args } }];
  return [{ text: piece ?? content.text }];
}

export const geminiWire: WireProtocol = {
  name: 'gemini',

  body(content, ctx) {
    return {
      candidates: [{ content: { parts: parts(content), role: 'model' }, finishReason: 'STOP', index: 0 }],
      usageMetadata: fullUsage(content),
      modelVersion: ctx.model,
      responseId: `fake-response-${ctx.seq}`,
    };
  },

  streamSteps(content, ctx) {
    const pieces = content.kind === 'text' ? content.pieces : [undefined];
    const chunks = pieces.map((piece, i) => {
      const last = i === pieces.length - 1;
      return {
        candidates: [
          {
            content: { parts: parts(content, piece), role: 'model' },
            ...(last ? { finishReason: 'STOP' } : {}),
            index: 0,
          },
        ],
        usageMetadata: last
          ? fullUsage(content)
          : { promptTokenCount: content.usage.input, totalTokenCount: content.usage.input },
        modelVersion: ctx.model,
        responseId: `fake-response-${ctx.seq}`,
      };
    });
    if (ctx.sse) return chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`);
    return chunks.map(
      (chunk, i) => (i === 0 ? '[' : ',\r\n') + JSON.stringify(chunk) + (i === chunks.length - 1 ? ']' : ''),
    );
  },

  streamContentType: (ctx) => (ctx.sse ? 'text/event-stream' : 'application/json; charset=UTF-8'),

  errorBody(status, message) {
    return { error: { code: status, message, status: statusName(status) } };
  },

  modelList(models) {
    return {
      models: models.map((id) => ({
        name: `models/${id}`,
        version: '001',
        displayName: id,
        description: 'A fake model for tests',
        inputTokenLimit: 1_048_576,
        outputTokenLimit: 8192,
        supportedGenerationMethods: ['generateContent', 'countTokens'],
      })),
    };
  },

  malformedBody: '{"candidates":[{"content":{"parts":[{"text":"Hel',

  malformedStream: (ctx: ReplyContext) =>
    ctx.sse
      ? 'data: {"candidates":[{"content":{"parts":[{"text":"Hel\r\n\r\ndata: this is not json\r\n\r\n'
      : '[{"candidates":[',
};
