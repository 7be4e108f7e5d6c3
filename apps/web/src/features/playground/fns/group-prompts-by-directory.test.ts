import { describe, expect, it } from 'vitest';
import { groupPromptsByDirectory } from './group-prompts-by-directory';

describe('groupPromptsByDirectory', () => {
  it('lists top-level prompts first, then folders alphabetically, names sorted', () => {
    const groups = groupPromptsByDirectory([
      { name: 'Zeta', directory: 'support/refunds' },
      { name: 'beta', directory: null },
      { name: 'Alpha', directory: 'marketing' },
      { name: 'alpha', directory: null },
      { name: 'Refund bot', directory: 'support/refunds' },
      { name: 'Blank folder', directory: '  ' },
    ]);
    expect(groups.map((group) => [group.directory, group.prompts.map((prompt) => prompt.name)])).toEqual([
      [null, ['alpha', 'beta', 'Blank folder']],
      ['marketing', ['Alpha']],
      ['support/refunds', ['Refund bot', 'Zeta']],
    ]);
  });

  it('has no groups without prompts', () => {
    expect(groupPromptsByDirectory([])).toEqual([]);
  });
});
