import Paper from '@mui/material/Paper';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { listPagination, type ListPages } from './list-pagination.ts';

type PagedListTableProps<Row, Id extends string | number> = Omit<
  DataTableProps<Row, Id>,
  'rows' | 'isLoading' | 'pagination'
> & {
  /** The server-paged list (usePagedSearch): its rows, loading and pages. */
  list: ListPages & { rows: readonly Row[]; isLoading: boolean };
  /** The page sizes its screen offers. */
  sizeOptions: readonly number[];
};

/** A server-paged list's table on its own outlined sheet (repositories, companies, a partner's companies). */
export function PagedListTable<Row, Id extends string | number>(props: PagedListTableProps<Row, Id>) {
  const { list, sizeOptions, ...table } = props;
  return (
    <Paper variant="outlined">
      <DataTable
        {...table}
        rows={list.rows}
        isLoading={list.isLoading}
        pagination={listPagination(list, sizeOptions)}
      />
    </Paper>
  );
}
