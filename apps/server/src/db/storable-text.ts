const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value PostgreSQL text and jsonb accept: NUL characters dropped and unpaired surrogates replaced, in strings
 * and object keys alike. Model output and sent traces can carry both; storing them as they are is a 500.
 */
export function toStorable(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toStorable);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toStorable(k) as string, toStorable(v)]));
  }
  return value;
}

/**
 * The JSON text of a value, storable. A NUL or an unpaired surrogate shows up in JSON.stringify's output as an
 * escape (\u0000, \ud800…); only then is the value cleaned and encoded again, so the usual path costs one stringify.
 */
export function toStorableJson(value: unknown): string {
  const text = JSON.stringify(value);
  return /\\u(0000|d[89a-f])/i.test(text) ? JSON.stringify(toStorable(value)) : text;
}
