import { describe, expect, it } from 'vitest';
import { toChatMessages } from './detect-chat-messages';

describe('toChatMessages', () => {
  it('reads OpenAI messages, tool calls and tool results', () => {
    expect(
      toChatMessages([
        { role: 'system', content: 'Be brief.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Weather?' },
            { type: 'image_url', image_url: { url: 'u' } },
          ],
        },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'weather', arguments: '{"city":"Oslo"}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: '12C' },
      ]),
    ).toEqual([
      { role: 'system', name: null, parts: [{ type: 'text', text: 'Be brief.' }] },
      {
        role: 'user',
        name: null,
        parts: [
          { type: 'text', text: 'Weather?' },
          { type: 'image', url: 'u' },
        ],
      },
      {
        role: 'assistant',
        name: null,
        parts: [{ type: 'tool_call', name: 'weather', arguments: '{"city":"Oslo"}', id: 'c1' }],
      },
      { role: 'tool', name: null, parts: [{ type: 'tool_result', content: '12C', id: 'c1' }] },
    ]);
  });

  it('reads an OpenAI completion response and a {messages} request', () => {
    expect(toChatMessages({ choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' } }] })).toEqual([
      { role: 'assistant', name: null, parts: [{ type: 'text', text: 'Hi' }] },
    ]);
    expect(toChatMessages({ model: 'x', messages: [{ role: 'user', content: 'Hi' }] })).toHaveLength(1);
  });

  it('reads Anthropic requests with a system prompt and content blocks', () => {
    expect(
      toChatMessages({
        system: 'You are terse.',
        messages: [
          { role: 'user', content: 'Find it' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'find', input: { q: 'it' } }] },
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'ok' }] }],
          },
        ],
      }),
    ).toEqual([
      { role: 'system', name: null, parts: [{ type: 'text', text: 'You are terse.' }] },
      { role: 'user', name: null, parts: [{ type: 'text', text: 'Find it' }] },
      {
        role: 'assistant',
        name: null,
        parts: [{ type: 'tool_call', name: 'find', arguments: '{\n  "q": "it"\n}', id: 't1' }],
      },
      { role: 'user', name: null, parts: [{ type: 'tool_result', content: 'ok', id: 't1' }] },
    ]);
    expect(toChatMessages({ type: 'message', role: 'assistant', content: [{ type: 'text', text: 'Done' }] })).toEqual([
      { role: 'assistant', name: null, parts: [{ type: 'text', text: 'Done' }] },
    ]);
  });

  it('reads OpenTelemetry GenAI parts and Gemini contents', () => {
    expect(
      toChatMessages([
        { role: 'user', parts: [{ type: 'text', content: 'Hello' }] },
        { role: 'assistant', parts: [{ type: 'tool_call', id: 'x', name: 'f', arguments: { a: 1 } }] },
      ]),
    ).toEqual([
      { role: 'user', name: null, parts: [{ type: 'text', text: 'Hello' }] },
      {
        role: 'assistant',
        name: null,
        parts: [{ type: 'tool_call', name: 'f', arguments: '{\n  "a": 1\n}', id: 'x' }],
      },
    ]);
    expect(toChatMessages({ contents: [{ role: 'model', parts: [{ text: 'Hey' }] }] })).toEqual([
      { role: 'assistant', name: null, parts: [{ type: 'text', text: 'Hey' }] },
    ]);
  });

  it('parses messages sent as a JSON string', () => {
    expect(toChatMessages('[{"role":"user","content":"Hi"}]')).toEqual([
      { role: 'user', name: null, parts: [{ type: 'text', text: 'Hi' }] },
    ]);
  });

  it('is null for anything that is not chat, so it shows as JSON', () => {
    expect(toChatMessages('plain text')).toBeNull();
    expect(toChatMessages({ query: 'x', results: [1, 2] })).toBeNull();
    expect(toChatMessages([{ role: 'user', content: 'Hi' }, { id: 3 }])).toBeNull();
    expect(toChatMessages([])).toBeNull();
    expect(toChatMessages({ role: 'admin', email: 'a@b' })).toBeNull();
    expect(toChatMessages(null)).toBeNull();
  });
});
