/**
 * The last row of a page served: where the next page of the same list starts. Its order's key: the id,
 * and for a list by issue date that date as PostgreSQL writes it (to the microsecond, which a Date
 * would cut to the millisecond).
 */
export type BoundaryRow = { id: string; issuedAt: string };

/**
 * The last row of each page of one list (a search, in one order and page size) served lately by this
 * process, by page number, the most recently served last (ADR 0196).
 */
export type PageBoundaries = Map<number, BoundaryRow>;

/** Pages kept per list: paging needs the last one; a jump ahead starts from the nearest below it. */
const keptPagesPerList = 100;

/** The kept page nearest below `page`, to start from; undefined for the first page or none kept. */
export function nearestBoundary(
  boundaries: PageBoundaries | undefined,
  page: number,
): { page: number; row: BoundaryRow } | undefined {
  let nearest: { page: number; row: BoundaryRow } | undefined;
  for (const [kept, row] of boundaries ?? []) {
    if (kept < page && (nearest === undefined || kept > nearest.page)) nearest = { page: kept, row };
  }
  return nearest;
}

/** The boundaries with `page`'s last row kept, the one served longest ago dropped beyond the limit. */
export function keepBoundary(
  boundaries: PageBoundaries | undefined,
  page: number,
  row: BoundaryRow,
): PageBoundaries {
  const kept: PageBoundaries = boundaries ?? new Map();
  kept.delete(page);
  kept.set(page, row);
  if (kept.size > keptPagesPerList) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  return kept;
}
