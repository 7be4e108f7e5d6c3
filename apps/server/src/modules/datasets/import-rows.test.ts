import { coerceValue } from '@assay/shared/domain/dataset-values';
import { describe, expect, it } from 'vitest';
import { csvRowEncoder, objectRowEncoder, type ImportMapping } from './import-rows';

const mapping: ImportMapping = [
  { source: 'n', key: 'c1', type: 'number' },
  { source: 'text', key: 'c2', type: 'string' },
  { source: 'flag', key: 'c3', type: 'boolean' },
  { source: 'meta', key: 'c4', type: 'json' },
  { source: 'when', key: 'c5', type: 'datetime' },
];

describe('row encoders', () => {
  it('builds the JSON of the coerced values for CSV fields in any header order, leaving empty values out', () => {
    const encode = csvRowEncoder(mapping, ['when', 'meta', 'flag', 'text', 'n']);
    const json = encode(['2025-01-01T00:00:00Z', '{"k":[1,"a\\\\b"]}', ' TRUE ', 'say "hi"\n\\', ' 1.5e3 ']);
    expect(JSON.parse(json)).toEqual({
      c1: 1500,
      c2: 'say "hi"\n\\',
      c3: true,
      c4: { k: [1, 'a\\b'] },
      c5: '2025-01-01T00:00:00Z',
    });
    expect(encode(['', '', '', '', ''])).toBe('{}');
    expect(JSON.parse(encode(['', 'not json', 'maybe', '', '12abc']))).toEqual({
      c1: '12abc',
      c3: 'maybe',
      c4: 'not json',
    });
  });

  it('matches JSON.stringify of coerceValue for JSONL objects', () => {
    const rows: Array<Record<string, unknown>> = [
      { n: 3, text: { nested: true }, flag: false, meta: [1, 2], when: null },
      { n: '7', text: 42, flag: 'false', meta: '{"a":1}', extra: 'ignored' },
      {},
    ];
    const encode = objectRowEncoder(mapping);
    for (const row of rows) {
      const expected: Record<string, unknown> = {};
      for (const m of mapping) {
        const v = coerceValue(row[m.source], m.type);
        if (v !== null) expected[m.key] = v;
      }
      expect(JSON.parse(encode(row))).toEqual(expected);
    }
  });
});
