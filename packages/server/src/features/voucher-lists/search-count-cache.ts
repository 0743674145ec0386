/**
 * Counts of search results, kept for a short while per API process: paging through one search counts
 * its matches once, not on every page (docs/decisions/0009-voucher-list-counts.md).
 */
export type SearchCountCache = {
  read(key: string): number | undefined;
  keep(key: string, count: number): void;
};

export function createSearchCountCache(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}): SearchCountCache {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  return {
    read(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.count;
    },
    keep(key, count) {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { count, expiresAt: options.now().getTime() + options.ttlMs });
    },
  };
}
