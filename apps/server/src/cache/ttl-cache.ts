/**
 * A per-key memo that expires after `ttlMs`, for hot lookups that change rarely (credentials, prices).
 * Writes in this process invalidate at once; other processes see a change within `ttlMs`.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: now(), value });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate(key: string) {
      entries.delete(key);
    },
  };
}
