import { useState } from 'react';
import type { DataTablePagination } from './data-table.tsx';

const defaultSizeOptions: readonly number[] = [10, 25, 50];

/**
 * Rows the server answers whole (a company's keys, webhooks, delivery log), paged on the client: the
 * page's rows and the table's pagination. A page past the end (rows removed meanwhile) shows the last one.
 */
export function useClientPages<Row>(
  rows: readonly Row[],
  initialSize = 10,
  sizeOptions: readonly number[] = defaultSizeOptions,
) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  const lastPage = Math.max(0, Math.ceil(rows.length / size) - 1);
  const shown = Math.min(page, lastPage);
  const pagination: DataTablePagination = {
    page: shown,
    size,
    total: rows.length,
    sizeOptions,
    onPageChange: setPage,
    onSizeChange: (next) => {
      setSize(next);
      setPage(0);
    },
  };
  return { rows: rows.slice(shown * size, (shown + 1) * size), pagination };
}
