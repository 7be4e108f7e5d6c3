import { describe, expect, it } from 'vitest';
import { extractRows, validateRuleLogic, type ExtractableSpan, type ExtractionRuleLogic } from './extract-rows';

const llmSpan: ExtractableSpan = {
  traceId: 't1',
  spanId: 's1',
  name: 'openai.chat',
  kind: 'llm',
  input: {
    messages: [
      { role: 'system', content: 'Be brief' },
      { role: 'user', content: 'What is 2+2?' },
    ],
  },
  output: '{"choices":[{"message":{"content":"4"}}],"score":"0.9"}',
  attributes: { 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.total': 42 },
};
const toolSpan: ExtractableSpan = {
  traceId: 't1',
  spanId: 's2',
  name: 'search',
  kind: 'tool',
  input: 'query text',
  output: null,
  attributes: {},
};

const rule = (mappings: ExtractionRuleLogic['mappings'], selector: Partial<ExtractionRuleLogic['selector']> = {}) => ({
  selector: { kinds: ['llm'], namePattern: '', attributeMatches: [], ...selector },
  mappings,
});

describe('extractRows', () => {
  it('makes one row per matching span, with values from input, output, attributes and the span', () => {
    const result = extractRows(
      rule([
        { column: 'prompt', type: 'string', source: 'input', path: '$.messages[-1].content' },
        { column: 'response', type: 'string', source: 'output', path: '$.choices[0].message.content' },
        { column: 'score', type: 'number', source: 'output', path: '$.score' },
        { column: 'tokens', type: 'number', source: 'attributes', path: "$['llm.token_count.total']" },
        { column: 'trace', type: 'string', source: 'span', path: '$.traceId' },
      ]),
      [llmSpan, toolSpan],
    );
    expect(result.matchedSpans).toEqual([{ traceId: 't1', spanId: 's1', name: 'openai.chat', kind: 'llm' }]);
    expect(result.rows).toEqual([
      {
        traceId: 't1',
        spanId: 's1',
        values: { prompt: 'What is 2+2?', response: '4', score: 0.9, tokens: 42, trace: 't1' },
      },
    ]);
    expect(result.issues).toEqual([]);
  });

  it('leaves missing paths empty and says so', () => {
    const result = extractRows(rule([{ column: 'ctx', type: 'string', source: 'input', path: '$.context.docs[0]' }]), [
      llmSpan,
    ]);
    expect(result.rows[0]?.values).toEqual({ ctx: null });
    expect(result.issues).toEqual([
      {
        traceId: 't1',
        spanId: 's1',
        column: 'ctx',
        kind: 'missing',
        message: "$.context.docs[0] found nothing in the span's input",
      },
    ]);
  });

  it('reports values that do not fit the column type instead of writing them', () => {
    const result = extractRows(
      rule([{ column: 'n', type: 'number', source: 'attributes', path: '$.llm.model_name' }]),
      [llmSpan],
    );
    // Flat dotted keys are not walked by paths; quoted keys reach them.
    expect(result.issues[0]?.kind).toBe('missing');
    const quoted = extractRows(
      rule([{ column: 'n', type: 'number', source: 'attributes', path: "$['llm.model_name']" }]),
      [llmSpan],
    );
    expect(quoted.rows[0]?.values).toEqual({ n: null });
    expect(quoted.issues).toEqual([
      expect.objectContaining({ kind: 'invalid', message: '"gpt-4o-mini" is not a number' }),
    ]);
  });

  it('joins wildcard values in string columns, keeps them as lists in json columns, refuses them in number columns', () => {
    const result = extractRows(
      rule([
        { column: 'chat', type: 'string', source: 'input', path: '$.messages[*].content' },
        { column: 'roles', type: 'json', source: 'input', path: '$.messages[*].role' },
        { column: 'n', type: 'number', source: 'input', path: '$.messages[*].content' },
      ]),
      [llmSpan],
    );
    expect(result.rows[0]?.values).toEqual({ chat: 'Be brief\nWhat is 2+2?', roles: ['system', 'user'], n: null });
    expect(result.issues).toEqual([
      expect.objectContaining({ column: 'n', kind: 'invalid', message: expect.stringMatching(/matched 2 values/) }),
    ]);
  });

  it('produces nothing when no span matches', () => {
    const result = extractRows(
      rule([{ column: 'x', type: 'string', source: 'input', path: '$' }], { kinds: ['agent'] }),
      [llmSpan, toolSpan],
    );
    expect(result).toEqual({ rows: [], matchedSpans: [], issues: [] });
  });
});

describe('validateRuleLogic', () => {
  it('finds bad paths, bad patterns and columns mapped twice', () => {
    expect(
      validateRuleLogic(
        rule(
          [
            { column: 'a', type: 'string', source: 'input', path: 'nope' },
            { column: 'A', type: 'string', source: 'input', path: '$.x' },
          ],
          { namePattern: '/(/' },
        ),
      ),
    ).toEqual({
      'selector.namePattern': expect.any(String),
      'mappings.0.path': expect.stringMatching(/starts with \$/),
      'mappings.1.column': 'Column "A" is mapped twice',
    });
  });
});
