import type { SpanKind } from '@assay/shared/contracts/traces';

/** One colour per span kind, for the kind badges and the waterfall bars. */
export const SPAN_KIND_COLORS: Record<SpanKind, string> = {
  llm: 'violet',
  tool: 'orange',
  agent: 'blue',
  chain: 'gray',
  retriever: 'teal',
  embedding: 'cyan',
  guardrail: 'red',
  custom: 'indigo',
};
