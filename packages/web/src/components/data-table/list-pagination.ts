import type { DataTablePagination } from './data-table.tsx';

/** What a server-paged list hook holds of its pages (usePagedSearch, the master-data lists). */
export type ListPages = {
  page: number;
  size: number;
  total: number;
  changePage: (page: number) => void;
  changeSize: (size: number) => void;
};

/** Spec 001 §2: the page sizes a list offers, unless its screen names others. */
export const listPageSizes: readonly number[] = [10, 15, 20];

/** The table's pagination for a server-paged list, offering the sizes its screen allows. */
export function listPagination(list: ListPages, sizeOptions = listPageSizes): DataTablePagination {
  return {
    page: list.page,
    size: list.size,
    total: list.total,
    sizeOptions,
    onPageChange: list.changePage,
    onSizeChange: list.changeSize,
  };
}
