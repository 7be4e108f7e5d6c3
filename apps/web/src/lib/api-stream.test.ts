import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './api-stream';

function parse(chunks: string[], withEnd = true): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  if (withEnd) parser.end();
  return events;
}

describe('createSseParser', () => {
  it('emits named events with their data, as the server writes them', () => {
    const text = 'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {}\n\n';
    expect(parse([text])).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('emits each event as soon as its blank line arrives, not at the end of the stream', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: delta\ndata: a\n');
    expect(events).toEqual([]);
    parser.push('\nevent: delta\nda');
    expect(events).toEqual([{ event: 'delta', data: 'a' }]);
    parser.push('ta: b\n\n');
    expect(events).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'delta', data: 'b' },
    ]);
  });

  it('handles an event split at every character', () => {
    const text = 'event: done\r\ndata: {"response":"x"}\r\n\r\n';
    expect(parse([...text])).toEqual([{ event: 'done', data: '{"response":"x"}' }]);
  });

  it('treats a CRLF split across two chunks as one line ending', () => {
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('accepts lone CR line endings', () => {
    expect(parse(['event: x\rdata: 1\r\r'])).toEqual([{ event: 'x', data: '1' }]);
  });

  it('joins several data lines with a newline and strips only one leading space', () => {
    expect(parse(['data:  two spaces\ndata:none\n\n'])).toEqual([{ event: 'message', data: ' two spaces\nnone' }]);
  });

  it('ignores comments, unknown fields and events without data', () => {
    expect(parse([': keep-alive\n\nid: 3\nretry: 10\nevent: ping\n\nevent: delta\ndata: z\n\n'])).toEqual([
      { event: 'delta', data: 'z' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parse(['event: delta\ndata: a\n\nevent: done\ndata: {"partial"'])).toEqual([{ event: 'delta', data: 'a' }]);
  });

  it('does not carry an event name over to the next event', () => {
    expect(parse(['event: error\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'error', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});
