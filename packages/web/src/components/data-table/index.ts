export {
  DataTable,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableSelection,
} from './data-table.tsx';
export { dataTableLabels, formatDisplayedRows } from './data-table-labels.ts';
export { editColumn } from './edit-column.tsx';
export { iconColumn } from './icon-column.tsx';
export { stateColumn } from './state-column.tsx';
export { listPageSizes, listPagination, type ListPages } from './list-pagination.ts';
export { PagedListTable } from './paged-list-table.tsx';
export { useClientPages } from './use-client-pages.ts';
export { ClientPagedTable } from './client-paged-table.tsx';
export { PlainTable } from './plain-table.tsx';
export { RowActionsMenu, type RowAction } from './row-actions-menu.tsx';
export { rowButtonsColumn } from './row-buttons.tsx';
