import { createExpiringCache, type ExpiringCache } from '../../adapters/cache/expiring-cache.ts';
import type { PageBoundaries } from './page-boundaries.ts';

/** What the voucher lists keep between requests, per API process. */
export type VoucherListMemory = {
  /** A search's count: paging through it counts its matches once (ADR 0009). */
  readonly counts: ExpiringCache<number>;
  /** Where the pages of a list served lately end: the next one starts there (ADR 0196). */
  readonly boundaries: ExpiringCache<PageBoundaries>;
};

export function createVoucherListMemory(): VoucherListMemory {
  return {
    counts: createExpiringCache({ lifetimeMs: 30_000, maxEntries: 2_000 }),
    // Long enough for someone to read a page before the next; at most 100 pages a list (100 kB).
    boundaries: createExpiringCache({ lifetimeMs: 600_000, maxEntries: 1_000 }),
  };
}
