import { describe, expect, it } from 'vitest';
import { parseMaybeJson, priceIdsFor, readSpanKind, toSpanRecord, unflatten } from './span-mapping';
import type { RawSpan } from './span-record';

const raw = (attributes: Record<string, unknown>, extra: Partial<RawSpan> = {}): RawSpan => ({
  traceId: 'a'.repeat(32),
  spanId: 'b'.repeat(16),
  parentSpanId: null,
  name: 'span',
  status: 'unset',
  statusMessage: null,
  startNs: 1_763_700_000_123_456_789n,
  endNs: 1_763_700_000_223_456_789n,
  attributes,
  resourceAttributes: {},
  events: [],
  ...extra,
});

describe('OpenTelemetry GenAI conventions', () => {
  it('reads a chat span: kind, model, provider, tokens, messages', () => {
    const r = toSpanRecord(
      raw({
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.response.model': 'gpt-4o-2024-08-06',
        'gen_ai.provider.name': 'openai',
        'gen_ai.usage.input_tokens': 10,
        'gen_ai.usage.output_tokens': 4,
        'gen_ai.input.messages': '[{"role":"user","parts":[{"type":"text","content":"Hi"}]}]',
        'gen_ai.output.messages': '[{"role":"assistant","parts":[{"type":"text","content":"Hello"}]}]',
        'gen_ai.conversation.id': 'conv-7',
      }),
    );
    expect(r).toMatchObject({
      kind: 'llm',
      model: 'gpt-4o-2024-08-06',
      provider: 'openai',
      promptTokens: 10,
      completionTokens: 4,
      totalTokens: 14,
      input: [{ role: 'user', parts: [{ type: 'text', content: 'Hi' }] }],
      output: [{ role: 'assistant', parts: [{ type: 'text', content: 'Hello' }] }],
      sessionId: 'conv-7',
      costUsd: null,
      startMs: 1_763_700_000_123.456,
      durationMs: 100,
    });
  });

  it('reads the older gen_ai.system, prompt/completion attributes and flattened prompts', () => {
    const legacy = toSpanRecord(
      raw({
        'gen_ai.system': 'anthropic',
        'gen_ai.request.model': 'claude-3-5-haiku-latest',
        'gen_ai.usage.prompt_tokens': '7',
        'gen_ai.usage.completion_tokens': '2',
        'gen_ai.prompt.0.role': 'system',
        'gen_ai.prompt.0.content': 'Be brief',
        'gen_ai.prompt.1.role': 'user',
        'gen_ai.prompt.1.content': 'Hi',
        'gen_ai.completion.0.role': 'assistant',
        'gen_ai.completion.0.content': 'Hello',
      }),
    );
    expect(legacy).toMatchObject({
      kind: 'llm',
      provider: 'anthropic',
      promptTokens: 7,
      completionTokens: 2,
      input: [
        { role: 'system', content: 'Be brief' },
        { role: 'user', content: 'Hi' },
      ],
      output: [{ role: 'assistant', content: 'Hello' }],
    });
    expect(toSpanRecord(raw({ 'gen_ai.prompt': 'plain text prompt', 'gen_ai.completion': 'done' }))).toMatchObject({
      input: 'plain text prompt',
      output: 'done',
    });
  });

  it('reads messages from gen_ai.*.message and gen_ai.choice events', () => {
    const r = toSpanRecord(
      raw(
        { 'gen_ai.operation.name': 'chat' },
        {
          events: [
            { name: 'gen_ai.system.message', timeNs: 1n, attributes: { content: 'Be kind' } },
            { name: 'gen_ai.user.message', timeNs: 2n, attributes: { content: 'Hi' } },
            {
              name: 'gen_ai.choice',
              timeNs: 3n,
              attributes: { index: 0, message: '{"role":"assistant","content":"Hello"}' },
            },
          ],
        },
      ),
    );
    expect(r.input).toEqual([
      { role: 'system', content: 'Be kind' },
      { role: 'user', content: 'Hi' },
    ]);
    expect(r.output).toEqual({ role: 'assistant', content: 'Hello' });
    expect(r.events.map((e) => e.timeUnixNano)).toEqual(['1', '2', '3']);
  });

  it('reads tool and agent spans', () => {
    const tool = toSpanRecord(
      raw({
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'search',
        'gen_ai.tool.call.arguments': '{"q":"weather"}',
        'gen_ai.tool.call.result': 'sunny',
      }),
    );
    expect(tool).toMatchObject({ kind: 'tool', input: { q: 'weather' }, output: 'sunny' });
    expect(readSpanKind({ 'gen_ai.agent.name': 'planner' }, 'x')).toBe('agent');
    expect(readSpanKind({ 'gen_ai.operation.name': 'invoke_agent' }, 'x')).toBe('agent');
    expect(readSpanKind({ 'gen_ai.operation.name': 'embeddings' }, 'x')).toBe('embedding');
    expect(readSpanKind({}, 'plain work')).toBe('custom');
  });
});

describe('OpenInference conventions', () => {
  it('reads an LLM span with flattened messages, token counts, cost and ids', () => {
    const r = toSpanRecord(
      raw(
        {
          'openinference.span.kind': 'LLM',
          'llm.model_name': 'gpt-4o-mini',
          'llm.provider': 'openai',
          'llm.token_count.prompt': 20,
          'llm.token_count.completion': 5,
          'llm.token_count.total': 25,
          'llm.cost.total': 0.0042,
          'llm.input_messages.0.message.role': 'system',
          'llm.input_messages.0.message.content': 'You help.',
          'llm.input_messages.1.message.role': 'user',
          'llm.input_messages.1.message.contents.0.message_content.type': 'text',
          'llm.input_messages.1.message.contents.0.message_content.text': 'Part one',
          'llm.input_messages.1.message.contents.1.message_content.text': 'Part two',
          'llm.output_messages.0.message.role': 'assistant',
          'llm.output_messages.0.message.content': 'Sure.',
          'session.id': 's-1',
          'user.id': 'u-9',
        },
        { resourceAttributes: { 'service.name': 'rag-app', 'assay.external_id': 'req-1' } },
      ),
    );
    expect(r).toMatchObject({
      kind: 'llm',
      model: 'gpt-4o-mini',
      provider: 'openai',
      promptTokens: 20,
      completionTokens: 5,
      totalTokens: 25,
      costUsd: 0.0042,
      input: [
        { role: 'system', content: 'You help.' },
        { role: 'user', content: 'Part one\nPart two' },
      ],
      output: [{ role: 'assistant', content: 'Sure.' }],
      sessionId: 's-1',
      userId: 'u-9',
      externalId: 'req-1',
      serviceName: 'rag-app',
    });
  });

  it('prefers input.value / output.value, parsing JSON only when the mime type says so', () => {
    const json = toSpanRecord(
      raw({
        'openinference.span.kind': 'CHAIN',
        'input.value': '{"question":"why"}',
        'input.mime_type': 'application/json',
        'output.value': '{"not":"parsed"}',
        'output.mime_type': 'text/plain',
        'llm.input_messages.0.message.content': 'ignored',
      }),
    );
    expect(json).toMatchObject({ kind: 'chain', input: { question: 'why' }, output: '{"not":"parsed"}' });
  });

  it('maps every OpenInference kind, and retriever documents become the output', () => {
    const kinds = [
      'LLM',
      'TOOL',
      'AGENT',
      'CHAIN',
      'RETRIEVER',
      'RERANKER',
      'EMBEDDING',
      'GUARDRAIL',
      'EVALUATOR',
      'UNKNOWN',
    ];
    expect(kinds.map((k) => readSpanKind({ 'openinference.span.kind': k }, 'x'))).toEqual([
      'llm',
      'tool',
      'agent',
      'chain',
      'retriever',
      'retriever',
      'embedding',
      'guardrail',
      'custom',
      'custom',
    ]);
    const retriever = toSpanRecord(
      raw({
        'openinference.span.kind': 'RETRIEVER',
        'retrieval.documents.0.document.content': 'doc A',
        'retrieval.documents.0.document.score': 0.9,
        'retrieval.documents.1.document.content': 'doc B',
      }),
    );
    expect(retriever.output).toEqual([
      { document: { content: 'doc A', score: 0.9 } },
      { document: { content: 'doc B' } },
    ]);
  });
});

describe('status, identity and explicit values', () => {
  it('takes the error message from the status, else from the exception event', () => {
    const fromEvent = toSpanRecord(
      raw(
        {},
        {
          status: 'error',
          events: [
            {
              name: 'exception',
              timeNs: 5n,
              attributes: { 'exception.type': 'TimeoutError', 'exception.message': 'took too long' },
            },
          ],
        },
      ),
    );
    expect(fromEvent.statusMessage).toBe('TimeoutError: took too long');
    expect(toSpanRecord(raw({}, { status: 'error', statusMessage: 'boom' })).statusMessage).toBe('boom');
    expect(toSpanRecord(raw({}, { status: 'ok' })).statusMessage).toBeNull();
  });

  it('reads external, session and user ids by their documented attribute names, span first', () => {
    expect(toSpanRecord(raw({ external_id: 'e1' })).externalId).toBe('e1');
    expect(toSpanRecord(raw({ 'external.id': 'e2' })).externalId).toBe('e2');
    expect(toSpanRecord(raw({ 'assay.external_id': 'e3', external_id: 'other' })).externalId).toBe('e3');
    expect(toSpanRecord(raw({ 'enduser.id': 'u' })).userId).toBe('u');
    expect(
      toSpanRecord(raw({ 'assay.session_id': 's' }, { resourceAttributes: { 'session.id': 'r' } })).sessionId,
    ).toBe('s');
  });

  it('lets explicit values win and never produces a negative duration', () => {
    const r = toSpanRecord(
      raw(
        { 'gen_ai.request.model': 'from-attrs', 'gen_ai.usage.input_tokens': 100 },
        {
          endNs: 1n,
          explicit: { kind: 'guardrail', model: 'explicit', promptTokens: 3, completionTokens: 4, input: { a: 1 } },
        },
      ),
    );
    expect(r).toMatchObject({ kind: 'guardrail', model: 'explicit', totalTokens: 7, input: { a: 1 }, durationMs: 0 });
    expect(r.endNs).toBe(r.startNs);
  });

  it('reads the Vercel AI SDK telemetry', () => {
    const r = toSpanRecord(
      raw(
        {
          'ai.model.id': 'gpt-4.1-mini',
          'ai.model.provider': 'openai.chat',
          'ai.usage.promptTokens': 9,
          'ai.usage.completionTokens': 1,
          'ai.prompt.messages': '[{"role":"user","content":"Yo"}]',
          'ai.response.text': 'Hey',
        },
        { name: 'ai.generateText.doGenerate' },
      ),
    );
    expect(r).toMatchObject({
      kind: 'llm',
      model: 'gpt-4.1-mini',
      provider: 'openai.chat',
      totalTokens: 10,
      input: [{ role: 'user', content: 'Yo' }],
      output: 'Hey',
    });
  });
});

describe('helpers', () => {
  it('unflattens indexed attributes into lists', () => {
    expect(unflatten({ 'x.1.a': 2, 'x.0.a': 1, 'x.0.b.0': 'z', other: 3 }, 'x.')).toEqual([
      { a: 1, b: ['z'] },
      { a: 2 },
    ]);
    expect(unflatten({ other: 1 }, 'x.')).toBeNull();
  });

  it('parses JSON text only when it is JSON', () => {
    expect(parseMaybeJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseMaybeJson('{not json')).toBe('{not json');
    expect(parseMaybeJson('hello')).toBe('hello');
  });

  it('suggests price-table ids for a provider and model', () => {
    expect(priceIdsFor('openai', 'gpt-4o-mini-2024-07-18')).toContain('openai/gpt-4o-mini');
    expect(priceIdsFor('gcp.gemini', 'gemini-2.5-flash')[0]).toBe('google/gemini-2.5-flash');
    expect(priceIdsFor(null, 'anthropic/claude-sonnet-4-5')[0]).toBe('anthropic/claude-sonnet-4-5');
  });
});
