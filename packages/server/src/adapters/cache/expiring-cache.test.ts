import { describe, expect, it } from 'vitest';
import { createExpiringCache } from './expiring-cache.ts';

const start = new Date('2026-11-28T12:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('an expiring cache', () => {
  it('answers with a value until its lifetime ends, then forgets it', () => {
    const cache = createExpiringCache<string>({ lifetimeMs: 60_000, maxEntries: 10 });
    cache.set('155601234-2-2015', 'inscrito', start);

    expect(cache.get('155601234-2-2015', later(59_999))).toBe('inscrito');
    expect(cache.get('155601234-2-2015', later(60_000))).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most its size, dropping the value set the longest ago', () => {
    const cache = createExpiringCache<number>({ lifetimeMs: 60_000, maxEntries: 2 });
    cache.set('a', 1, start);
    cache.set('b', 2, start);
    cache.set('a', 3, start);
    cache.set('c', 4, start);

    expect(cache.get('b', start)).toBeUndefined();
    expect(cache.get('a', start)).toBe(3);
    expect(cache.get('c', start)).toBe(4);
  });

  it('keeps nothing when its lifetime is zero', () => {
    const cache = createExpiringCache<number>({ lifetimeMs: 0, maxEntries: 2 });
    cache.set('a', 1, start);

    expect(cache.get('a', start)).toBeUndefined();
  });
});
