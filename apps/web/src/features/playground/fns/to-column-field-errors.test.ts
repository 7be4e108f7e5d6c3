import { describe, expect, it } from 'vitest';
import { toColumnFieldErrors } from './to-column-field-errors';

describe('toColumnFieldErrors', () => {
  it('puts server field errors under the message and the model they name', () => {
    expect(
      toColumnFieldErrors({
        'promptTemplate.textFields.1.content': ['Please fill all the prompt fields'],
        'promptTemplate.modelSpecs.model': ['Please select a model'],
        model: ['No credential for "openai"'],
        'promptTemplate.tools.0.name': ['Required'],
      }),
    ).toEqual({
      messages: { 1: 'Please fill all the prompt fields' },
      model: 'No credential for "openai"',
      general: ['Required'],
    });
  });

  it('shows a plain message as a general error', () => {
    expect(toColumnFieldErrors('The provider is down')).toEqual({
      messages: {},
      model: null,
      general: ['The provider is down'],
    });
  });

  it('has nothing to show without errors', () => {
    expect(toColumnFieldErrors(null)).toEqual({ messages: {}, model: null, general: [] });
  });
});
