/** Values kept for a while in this process, at most `maxEntries` of them (the least recently set go first). */
export type ExpiringCache<V> = {
  /** The value set for `key`, unless it was set longer than the cache's lifetime before `now`. */
  readonly get: (key: string, now: Date) => V | undefined;
  readonly set: (key: string, value: V, now: Date) => void;
  readonly size: () => number;
};

export function createExpiringCache<V>(options: {
  lifetimeMs: number;
  maxEntries: number;
}): ExpiringCache<V> {
  // A Map iterates in insertion order: re-inserting on set keeps the oldest first, ready to be dropped.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now.getTime()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, now) {
      if (options.lifetimeMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now.getTime() + options.lifetimeMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    size: () => entries.size,
  };
}
