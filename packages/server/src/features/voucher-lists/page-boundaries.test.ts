import { describe, expect, it } from 'vitest';
import { keepBoundary, nearestBoundary, type PageBoundaries } from './page-boundaries.ts';

const row = (id: number) => ({ id: String(id), issuedAt: '2025-02-01 12:00:00-05' });

describe('page boundaries', () => {
  it('start a page from the nearest page kept before it, never from itself or one after it', () => {
    let kept: PageBoundaries | undefined;
    for (const page of [0, 3, 7]) kept = keepBoundary(kept, page, row(100 - page));

    expect(nearestBoundary(kept, 0)).toBeUndefined();
    expect(nearestBoundary(kept, 3)).toEqual({ page: 0, row: row(100) });
    expect(nearestBoundary(kept, 4)).toEqual({ page: 3, row: row(97) });
    expect(nearestBoundary(kept, 50)).toEqual({ page: 7, row: row(93) });
    expect(nearestBoundary(undefined, 5)).toBeUndefined();
  });

  it('keep the last hundred pages served, a page served again counted as new', () => {
    let kept: PageBoundaries | undefined;
    for (let page = 0; page < 100; page++) kept = keepBoundary(kept, page, row(page));
    kept = keepBoundary(kept, 0, row(1000));
    kept = keepBoundary(kept, 100, row(100));

    expect(kept.size).toBe(100);
    expect(kept.has(1)).toBe(false);
    expect(kept.get(0)).toEqual(row(1000));
  });
});
