import type { DatasetColumnType } from '@assay/shared/contracts/datasets';

export type ParsedCell = { isValid: true; value: unknown } | { isValid: false; message: string };

/**
 * Turns what a person typed into the value stored for a column of the given type. An empty field clears
 * the value (null). Text that does not fit the type is refused with a message instead of being stored wrong.
 */
export function parseCellInput(text: string, type: DatasetColumnType): ParsedCell {
  const trimmed = text.trim();
  if (trimmed === '') return { isValid: true, value: null };
  switch (type) {
    case 'string':
      return { isValid: true, value: text };
    case 'number': {
      const value = Number(trimmed);
      return Number.isFinite(value) ? { isValid: true, value } : { isValid: false, message: 'Enter a number' };
    }
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (lower === 'true') return { isValid: true, value: true };
      if (lower === 'false') return { isValid: true, value: false };
      return { isValid: false, message: 'Enter true or false' };
    }
    case 'json':
      try {
        return { isValid: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { isValid: false, message: 'Enter valid JSON' };
      }
    case 'datetime':
      return Number.isNaN(Date.parse(trimmed))
        ? { isValid: false, message: 'Enter a date and time, e.g. 2024-05-01T12:00:00Z' }
        : { isValid: true, value: trimmed };
  }
}
