import { describe, expect, it } from 'vitest';
import { toProblemLines } from './to-problem-lines';

describe('toProblemLines', () => {
  it('lists each line problem under the summary', () => {
    expect(
      toProblemLines(
        'Nothing was imported. Fix these and import again: line 2: Not valid JSON; line 7: Expected an object',
      ),
    ).toEqual({
      summary: 'Nothing was imported. Fix these and import again',
      lines: ['line 2: Not valid JSON', 'line 7: Expected an object'],
    });
  });

  it('keeps a message without line numbers whole', () => {
    expect(toProblemLines('The uploaded file is gone; upload it again')).toEqual({
      summary: 'The uploaded file is gone; upload it again',
      lines: [],
    });
  });

  it('problems with semicolons inside stay whole', () => {
    expect(toProblemLines('Fix: line 3: bad; really bad; line 4: x').lines).toEqual([
      'line 3: bad; really bad',
      'line 4: x',
    ]);
  });
});
