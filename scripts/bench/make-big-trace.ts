// A large agent trace as a native ingest payload (POST /v2/llm/traces/ingest), for trace-view benchmarks:
// an agent that loops (plan -> retrieve -> tools -> sub-agents -> answer), sub-agents nested several deep,
// so the tree is both deep and wide, with llm / tool / agent / chain / retriever spans and a few errors.
import type { IngestSpan } from '../../packages/shared/src/contracts/traces';

/** A small seeded PRNG (mulberry32), so the same seed builds the same trace. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BigTraceOptions = {
  /** 32 lowercase hex characters; random when left out. */
  traceId?: string;
  /** How many spans (exactly). Default 50,000. */
  spanCount?: number;
  /** Epoch ms of the root's start. Default: one hour ago. */
  startMs?: number;
  seed?: number;
};

const MODELS = ['gpt-4o-mini', 'gpt-4.1', 'claude-sonnet-4-5', 'gemini-2.5-flash'];
const TOOLS = ['search_web', 'read_file', 'run_sql', 'call_api', 'summarise'];

/**
 * Builds `spanCount` spans of one trace, parents before children in the array (send them in any order: the
 * server accepts children before parents). Split the result into batches of at most 5,000 to send it.
 */
export function makeBigTrace(options: BigTraceOptions = {}): IngestSpan[] {
  const random = prng(options.seed ?? 42);
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, () =>
      Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
  const traceId = options.traceId ?? hex(16);
  const target = options.spanCount ?? 50_000;
  const spans: IngestSpan[] = [];
  let clock = options.startMs ?? Date.now() - 3_600_000;

  const add = (parent: string | null, name: string, kind: IngestSpan['kind'], extra: Partial<IngestSpan> = {}) => {
    const spanId = hex(8);
    const durationMs = 1 + Math.floor(random() * 40);
    spans.push({
      traceId,
      spanId,
      parentSpanId: parent,
      name,
      kind,
      startMs: clock,
      durationMs,
      status: random() < 0.01 ? 'error' : 'ok',
      ...extra,
    });
    clock += 1 + Math.floor(random() * 3);
    return spanId;
  };
  const llm = (parent: string, step: string) => {
    const prompt = Math.floor(200 + random() * 2000);
    const completion = Math.floor(20 + random() * 400);
    add(parent, `chat ${step}`, 'llm', {
      model: MODELS[Math.floor(random() * MODELS.length)]!,
      promptTokens: prompt,
      completionTokens: completion,
      input: [{ role: 'user', content: `Step ${step}: what next?` }],
      output: [{ role: 'assistant', content: `Plan for ${step}` }],
    });
  };

  /** One agent: loops of plan -> retrieve -> tools (-> sub-agent), until the budget is spent. */
  const agent = (parent: string | null, depth: number, budget: number): void => {
    const id = add(parent, depth === 0 ? 'invoke_agent orchestrator' : `invoke_agent worker-${depth}`, 'agent', {
      attributes: { 'gen_ai.agent.name': depth === 0 ? 'orchestrator' : `worker-${depth}` },
    });
    const stop = spans.length + budget;
    for (let loop = 0; spans.length < stop && spans.length < target; loop++) {
      const iteration = add(id, `iteration ${loop}`, 'chain');
      llm(iteration, `plan ${loop}`);
      if (spans.length < target) add(iteration, 'retrieve documents', 'retriever');
      const tools = 1 + Math.floor(random() * 4);
      for (let t = 0; t < tools && spans.length < target; t++) {
        const tool = add(iteration, `execute_tool ${TOOLS[Math.floor(random() * TOOLS.length)]}`, 'tool');
        if (random() < 0.3 && spans.length < target) llm(tool, `tool ${t}`);
      }
      // Sometimes hand part of the work to a sub-agent, one level deeper (at most 8 deep).
      if (depth < 8 && random() < 0.25 && spans.length < target) {
        agent(iteration, depth + 1, Math.min(stop - spans.length, 20 + Math.floor(random() * 400)));
      }
      if (spans.length < target) llm(iteration, `reflect ${loop}`);
    }
  };

  while (spans.length < target) agent(spans.length === 0 ? null : spans[0]!.spanId, spans.length === 0 ? 0 : 1, target);
  const result = spans.slice(0, target);
  // A parent lasts until its last child ends (children come after their parent in the array).
  const index = new Map(result.map((s, i) => [s.spanId, i]));
  for (let i = result.length - 1; i > 0; i--) {
    const child = result[i]!;
    const parent = result[index.get(child.parentSpanId ?? '') ?? -1];
    if (!parent) continue;
    const childEnd = child.startMs! + child.durationMs!;
    if (parent.startMs! + parent.durationMs! < childEnd) parent.durationMs = childEnd - parent.startMs! + 1;
  }
  return result;
}
