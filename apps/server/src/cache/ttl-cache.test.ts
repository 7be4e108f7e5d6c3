import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('serves the memo until it expires or is invalidated, and forgets failures', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock = 1500;
    expect(await cache.get('a', load)).toBe(2);
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe(3);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(4);
  });
});
