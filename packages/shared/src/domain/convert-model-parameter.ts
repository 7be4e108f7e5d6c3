import { z } from 'zod';

export const ModelParameterTypeSchema = z.enum(['int', 'float', 'bool', 'other']);
export type ModelParameterType = z.infer<typeof ModelParameterTypeSchema>;

export const ModelParameterSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
  type: ModelParameterTypeSchema,
  minRange: z.number().optional(),
  maxRange: z.number().optional(),
});
export type ModelParameter = z.infer<typeof ModelParameterSchema>;

export type ModelParameterValue = string | number | boolean | null;

// Whitespace-only counts as empty because Number('  ') is 0, which would silently send a zero.
function isEmpty(value: ModelParameter['value']): value is '' | null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// Non-finite results become null: NaN and Infinity serialise to null in JSON anyway,
// and sending an explicit bogus number to a model provider is worse than omitting it.
function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

function toBool(value: string | number | boolean): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

/**
 * `int` deliberately uses `Number` as the spec says, so '3.7' stays 3.7 rather than being
 * rounded; `float` uses `parseFloat`, so trailing garbage such as '0.7abc' yields 0.7.
 */
export function convertModelParameter(param: ModelParameter): ModelParameterValue {
  const { value } = param;
  if (isEmpty(value)) return null;
  switch (param.type) {
    case 'int':
      return typeof value === 'boolean' ? null : finiteOrNull(Number(value));
    case 'float':
      return typeof value === 'boolean' ? null : finiteOrNull(parseFloat(String(value)));
    case 'bool':
      return toBool(value);
    case 'other':
      return value;
  }
}

/** Parameters that convert to null are omitted so the provider falls back to its own defaults. */
export function toModelParameters(params: readonly ModelParameter[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const param of params) {
    const converted = convertModelParameter(param);
    if (converted !== null) result[param.name] = converted;
  }
  return result;
}
