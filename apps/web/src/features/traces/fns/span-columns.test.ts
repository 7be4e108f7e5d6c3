import { describe, expect, it } from 'vitest';
import { DEFAULT_SPAN_COLUMNS, readSpanColumns, toCellText, writeSpanColumns } from './span-columns';

describe('span table columns in spanpersistData', () => {
  it('starts from the default columns', () => {
    expect(readSpanColumns(null, 'p1')).toEqual(DEFAULT_SPAN_COLUMNS);
    expect(readSpanColumns({ p2: { columns: ['name'] } }, 'p1')).toEqual(DEFAULT_SPAN_COLUMNS);
  });

  it('reads a project’s saved columns in display order, dropping unknown ones', () => {
    expect(readSpanColumns({ p1: { columns: ['costUsd', 'gone', 'name'] } }, 'p1')).toEqual(['name', 'costUsd']);
    expect(readSpanColumns({ p1: { columns: ['gone'] } }, 'p1')).toEqual(DEFAULT_SPAN_COLUMNS);
  });

  it('writes one project without touching the others', () => {
    const stored = writeSpanColumns({ p2: { columns: ['kind'] } }, 'p1', ['name', 'model']);
    expect(stored).toEqual({ p2: { columns: ['kind'] }, p1: { columns: ['name', 'model'] } });
    expect(readSpanColumns(stored, 'p1')).toEqual(['name', 'model']);
    expect(writeSpanColumns('garbage', 'p1', ['name'])).toEqual({ p1: { columns: ['name'] } });
  });

  it('turns values into short cell text', () => {
    expect(toCellText(null)).toBe('-');
    expect(toCellText({ a: 1 })).toBe('{"a":1}');
    expect(toCellText('x'.repeat(5), 3)).toBe('xxx…');
  });
});
