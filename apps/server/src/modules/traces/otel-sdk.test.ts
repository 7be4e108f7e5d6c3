import { context, SpanKind as OtelSpanKind, SpanStatusCode, trace, type HrTime } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpHttpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { CreatedApiKeySchema } from '@assay/shared/contracts/api-keys';
import { envelopeOf } from '@assay/shared/contracts/envelope';
import { SpanSchema, TraceTreeSchema, type Span } from '@assay/shared/contracts/traces';
import { decodeTraceTree } from '@assay/shared/domain/decode-trace-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  createTestApp,
  createUser,
  waitFor,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

/**
 * Traces sent by the real OpenTelemetry JS SDK and its OTLP exporters (protobuf and JSON) to the server
 * listening on loopback arrive intact.
 */
let t: TestApp;
let owner: TestUser;
let projectId: string;
let otherProjectId: string;
let key: string;
let otherKey: string;
let endpoint: string;

const hrToNanos = ([s, ns]: HrTime) => (BigInt(s) * 1_000_000_000n + BigInt(ns)).toString();

async function createKey(project: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/v2/llm/api-keys',
    token: owner.token,
    projectId: project,
    payload: { name: 'otel sdk' },
  });
  return envelopeOf(CreatedApiKeySchema).parse(res.body).data.key;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, 'Otel Owner');
  projectId = await createProject(t, owner, 'Otel');
  otherProjectId = await createProject(t, owner, 'Otel other');
  key = await createKey(projectId);
  otherKey = await createKey(otherProjectId);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
  endpoint = `http://127.0.0.1:${address.port}/v1/traces`;
});
afterAll(async () => {
  await t.close();
});

/** An agent trace as an instrumented app would send it: nested spans, GenAI attributes, events, an error. */
async function emitAgentTrace(exporter: SpanExporter, processor: 'simple' | 'batch') {
  const memory = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'support-bot', 'deployment.environment': 'test' }),
    spanProcessors: [
      processor === 'simple' ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
      new SimpleSpanProcessor(memory),
    ],
  });
  const tracer = provider.getTracer('assay-test', '1.0.0');
  const agent = tracer.startSpan('invoke_agent support', {
    kind: OtelSpanKind.INTERNAL,
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'support',
      'assay.external_id': `ticket-${processor}`,
      'gen_ai.conversation.id': `conv-${processor}`,
    },
  });
  const agentCtx = trace.setSpan(context.active(), agent);
  const llm = tracer.startSpan(
    'chat gpt-4o',
    {
      kind: OtelSpanKind.CLIENT,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.provider.name': 'openai',
        'gen_ai.usage.input_tokens': 120,
        'gen_ai.usage.output_tokens': 30,
        'gen_ai.request.temperature': 0.25,
        'gen_ai.request.stop_sequences': ['END', 'STOP'],
        'gen_ai.request.stream': false,
      },
    },
    agentCtx,
  );
  llm.addEvent('gen_ai.user.message', { content: 'Where is my order?' });
  llm.addEvent('gen_ai.choice', {
    index: 0,
    finish_reason: 'tool_calls',
    message: '{"role":"assistant","content":""}',
  });
  llm.end();
  const tool = tracer.startSpan(
    'execute_tool lookup_order',
    { attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'lookup_order' } },
    agentCtx,
  );
  tool.recordException(new Error('order service timed out'));
  tool.setStatus({ code: SpanStatusCode.ERROR, message: 'order service timed out' });
  tool.end();
  agent.setStatus({ code: SpanStatusCode.OK });
  agent.end();
  await provider.forceFlush();
  // Shutting down clears the in-memory exporter: keep what it saw first.
  const finished = [...memory.getFinishedSpans()];
  await provider.shutdown();
  return finished;
}

async function storedSpan(project: string, traceId: string, spanId: string): Promise<Span> {
  const res = await call(t.app, {
    method: 'GET',
    url: `/v2/llm/traces/${traceId}/spans/${spanId}`,
    token: owner.token,
    projectId: project,
  });
  expect(res.status, res.body.message).toBe(200);
  return envelopeOf(SpanSchema).parse(res.body).data;
}

function expectIntact(sent: ReadableSpan, got: Span) {
  expect(got.traceId).toBe(sent.spanContext().traceId);
  expect(got.spanId).toBe(sent.spanContext().spanId);
  expect(got.parentSpanId).toBe(sent.parentSpanContext?.spanId ?? null);
  expect(got.name).toBe(sent.name);
  expect(got.startTimeUnixNano).toBe(hrToNanos(sent.startTime));
  expect(got.endTimeUnixNano).toBe(hrToNanos(sent.endTime));
  expect(got.attributes).toEqual(sent.attributes);
  expect(got.resourceAttributes).toMatchObject({ 'service.name': 'support-bot', 'deployment.environment': 'test' });
  expect(got.serviceName).toBe('support-bot');
  expect(got.status).toBe(['unset', 'ok', 'error'][sent.status.code]);
  expect(got.events).toEqual(
    sent.events.map((e) => ({ name: e.name, timeUnixNano: hrToNanos(e.time), attributes: e.attributes ?? {} })),
  );
}

describe('the OpenTelemetry JS SDK', () => {
  for (const variant of [
    { label: 'OTLP protobuf exporter, gzip, batch processor', processor: 'batch' as const, proto: true },
    { label: 'OTLP JSON exporter, simple processor', processor: 'simple' as const, proto: false },
  ]) {
    it(`delivers a trace intact: ${variant.label}`, async () => {
      const options = { url: endpoint, headers: { Authorization: `Bearer ${key}` } };
      const exporter = variant.proto
        ? new OtlpProtoExporter({ ...options, compression: 'gzip' as never })
        : new OtlpHttpJsonExporter(options);
      const sent = await emitAgentTrace(exporter, variant.processor);
      expect(sent).toHaveLength(3);
      const traceId = sent[0]!.spanContext().traceId;

      const tree = await waitFor(async () => {
        const res = await call(t.app, {
          method: 'GET',
          url: `/v2/llm/traces/${traceId}/tree`,
          token: owner.token,
          projectId,
        });
        return res.status === 200 ? decodeTraceTree(envelopeOf(TraceTreeSchema).parse(res.body).data) : null;
      });
      expect(tree.trace).toMatchObject({
        rootName: 'invoke_agent support',
        rootKind: 'agent',
        spanCount: 3,
        errorCount: 1,
        totalTokens: 150,
        externalId: `ticket-${variant.processor}`,
        sessionId: `conv-${variant.processor}`,
        serviceName: 'support-bot',
      });
      expect(tree.items.map((i) => i.kind).sort()).toEqual(['agent', 'llm', 'tool']);

      for (const s of sent) expectIntact(s, await storedSpan(projectId, traceId, s.spanContext().spanId));

      const llm = await storedSpan(
        projectId,
        traceId,
        sent.find((s) => s.name === 'chat gpt-4o')!.spanContext().spanId,
      );
      expect(llm).toMatchObject({
        kind: 'llm',
        model: 'gpt-4o',
        provider: 'openai',
        promptTokens: 120,
        completionTokens: 30,
        input: [{ role: 'user', content: 'Where is my order?' }],
        output: { role: 'assistant', content: '' },
      });
      expect(llm.costUsd).toBeCloseTo((120 * 2.5 + 30 * 10) / 1e6, 12);
      const tool = await storedSpan(
        projectId,
        traceId,
        sent.find((s) => s.name.startsWith('execute_tool'))!.spanContext().spanId,
      );
      expect(tool).toMatchObject({ kind: 'tool', status: 'error', statusMessage: 'order service timed out' });
    });
  }

  it('files spans under the project of the key that sent them', async () => {
    const exporter = new OtlpProtoExporter({ url: endpoint, headers: { Authorization: `Bearer ${otherKey}` } });
    const sent = await emitAgentTrace(exporter, 'simple');
    const traceId = sent[0]!.spanContext().traceId;
    await waitFor(async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v2/llm/traces/${traceId}/tree`,
        token: owner.token,
        projectId: otherProjectId,
      });
      return res.status === 200;
    });
    const inFirst = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/traces/${traceId}/tree`,
      token: owner.token,
      projectId,
    });
    expect(inFirst.status).toBe(404);
  });

  it('reports a failed export for a bad API key (401), with both exporters', async () => {
    const spans = await emitAgentTrace(new InMemorySpanExporter(), 'simple');
    for (const exporter of [
      new OtlpProtoExporter({ url: endpoint, headers: { Authorization: 'Bearer assay_nope' } }),
      new OtlpHttpJsonExporter({ url: endpoint, headers: { Authorization: `Bearer ${key.slice(0, -2)}xx` } }),
    ]) {
      const result = await new Promise<{ code: number; error?: Error }>((resolve) => exporter.export(spans, resolve));
      expect(result.code).toBe(1); // ExportResultCode.FAILED
      expect(String(result.error?.message ?? '')).toMatch(/401|Unauthorized/i);
      await exporter.shutdown();
    }
    const res = await call(t.app, {
      method: 'GET',
      url: `/v2/llm/traces/${spans[0]!.spanContext().traceId}/tree`,
      token: owner.token,
      projectId,
    });
    expect(res.status).toBe(404);
  });
});
