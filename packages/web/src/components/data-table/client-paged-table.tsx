import { DataTable, type DataTableProps } from './data-table.tsx';
import { useClientPages } from './use-client-pages.ts';

type ClientPagedTableProps<Row, Id extends string | number> = Omit<
  DataTableProps<Row, Id>,
  'rows' | 'pagination'
> & {
  /** Every row: the server answers them whole (undefined until it has). */
  rows: readonly Row[] | undefined;
  initialSize?: number;
  sizeOptions?: readonly number[];
};

/** The table of rows the server answers whole, paged here (useClientPages). */
export function ClientPagedTable<Row, Id extends string | number>(props: ClientPagedTableProps<Row, Id>) {
  const { rows, initialSize, sizeOptions, ...table } = props;
  const pages = useClientPages(rows ?? [], initialSize, sizeOptions);
  return <DataTable {...table} rows={pages.rows} pagination={pages.pagination} />;
}
