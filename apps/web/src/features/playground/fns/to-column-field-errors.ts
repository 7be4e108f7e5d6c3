import type { ResponseErrors } from '@assay/shared/domain/playground-state';

export type ColumnFieldErrors = {
  /** Message index (0-based) to its error. */
  messages: Record<number, string>;
  model: string | null;
  /** Errors that belong to no field on screen, or a message without fields. */
  general: string[];
};

const MESSAGE_PATH = /(?:^|\.)textFields\.(\d+)(?:\.content|\.role)?$/;
const MODEL_PATH = /(?:^|\.)(?:modelSpecs\.)?model$/;

/** Spreads a column's stored run errors over its fields: server paths name messages by index and the model. */
export function toColumnFieldErrors(errors: ResponseErrors | null): ColumnFieldErrors {
  const result: ColumnFieldErrors = { messages: {}, model: null, general: [] };
  if (errors === null) return result;
  if (typeof errors === 'string') {
    result.general.push(errors);
    return result;
  }
  for (const [path, messages] of Object.entries(errors)) {
    const text = messages.join(' ');
    if (text === '') continue;
    const message = MESSAGE_PATH.exec(path);
    if (message) result.messages[Number(message[1])] = text;
    else if (MODEL_PATH.test(path)) result.model = text;
    else result.general.push(text);
  }
  return result;
}
