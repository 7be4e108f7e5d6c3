import type { ModelParameter } from '@assay/shared/contracts/prompts';

function clamp(value: number, param: ModelParameter): number {
  const min = param.minRange ?? -Infinity;
  const max = param.maxRange ?? Infinity;
  return Math.min(max, Math.max(min, value));
}

/**
 * A new model's parameters, keeping the values the person had already chosen for parameters of the
 * same name and type (clamped into the new model's range), so switching models keeps a tuned temperature.
 */
export function mergeModelParameters(
  defaults: readonly ModelParameter[],
  previous: readonly ModelParameter[],
): ModelParameter[] {
  const previousByName = new Map(previous.map((param) => [param.name, param]));
  return defaults.map((param) => {
    const old = previousByName.get(param.name);
    if (!old || old.type !== param.type || old.value === undefined || old.value === null || old.value === '') {
      return { ...param };
    }
    if ((param.type === 'int' || param.type === 'float') && typeof old.value === 'number') {
      return { ...param, value: clamp(old.value, param) };
    }
    return { ...param, value: old.value };
  });
}

/** Puts the converted values a run was made with (history) back into parameter controls, by name. */
export function applyParameterValues(
  params: readonly ModelParameter[],
  values: Readonly<Record<string, unknown>>,
): ModelParameter[] {
  return params.map((param) => {
    const value = values[param.name];
    const isUsable = typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string';
    return isUsable ? { ...param, value } : { ...param };
  });
}
