import { describe, expect, it } from 'vitest';
import { createSearchCountCache } from './search-count-cache.ts';

describe('the search count cache', () => {
  it('keeps a count until it expires, and forgets the oldest search when full', () => {
    let now = 0;
    const cache = createSearchCountCache({ ttlMs: 1_000, maxEntries: 2, now: () => new Date(now) });
    cache.keep('a', 10);
    cache.keep('b', 20);
    expect(cache.read('a')).toBe(10);
    cache.keep('c', 30);
    expect(cache.read('a')).toBeUndefined();
    expect(cache.read('b')).toBe(20);
    now = 1_000;
    expect(cache.read('b')).toBeUndefined();
    expect(cache.read('c')).toBeUndefined();
  });
});
