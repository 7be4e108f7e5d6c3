import { describe, expect, it } from 'vitest';
import { toTurnMessages } from './to-turn-messages';

describe('toTurnMessages', () => {
  it('keeps only what the turn added to a repeated history, without the system prompt', () => {
    const { asked, answered } = toTurnMessages(
      [
        { role: 'system', content: 'Be kind.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello' },
        { role: 'user', content: 'How are you?' },
      ],
      { role: 'assistant', content: 'Fine.' },
    );
    expect(asked.map((m) => m.parts)).toEqual([[{ type: 'text', text: 'How are you?' }]]);
    expect(answered).toEqual([{ role: 'assistant', name: null, parts: [{ type: 'text', text: 'Fine.' }] }]);
  });

  it('turns plain input and output into one message each, and nothing into nothing', () => {
    const { asked, answered } = toTurnMessages('What time is it?', { time: '12:00' });
    expect(asked).toEqual([{ role: 'user', name: null, parts: [{ type: 'text', text: 'What time is it?' }] }]);
    expect(answered[0]?.role).toBe('assistant');
    expect(toTurnMessages(null, null)).toEqual({ asked: [], answered: [] });
  });
});
