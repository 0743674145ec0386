import Paper from '@mui/material/Paper';
import { SearchBox } from '#web/components/search-box.tsx';
import type { PagedSearchState } from '#web/lib/use-paged-search.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { listPagination } from './list-pagination.ts';

type PagedListTableProps<Row, Id extends string | number> = Omit<
  DataTableProps<Row, Id>,
  'rows' | 'isLoading' | 'pagination'
> & {
  /** The server-paged list (usePagedSearch): its rows, loading and pages. */
  list: PagedSearchState<Row>;
  /** The page sizes its screen offers, when not the lists' usual ones. */
  sizeOptions?: readonly number[];
  /** A box above the table that searches the list by one term, sent as `param`, from `minLength` characters. */
  search?: { label: string; param: string; minLength?: number };
};

/**
 * A server-paged list's table on its own outlined sheet (repositories, companies, a partner's companies),
 * under its search box where it has one.
 */
export function PagedListTable<Row, Id extends string | number>(props: PagedListTableProps<Row, Id>) {
  const { list, sizeOptions, search, ...table } = props;
  return (
    <>
      {search && (
        <SearchBox
          label={search.label}
          minLength={search.minLength}
          onSearch={(term) => list.runSearch({ [search.param]: term })}
          onClear={list.clearSearch}
        />
      )}
      <Paper variant="outlined">
        <DataTable
          {...table}
          rows={list.rows}
          isLoading={list.isLoading}
          pagination={listPagination(list, sizeOptions)}
        />
      </Paper>
    </>
  );
}
