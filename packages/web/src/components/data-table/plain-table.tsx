import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { columnCellSx, type DataTableColumn } from './data-table.tsx';

type PlainTableProps<Row> = {
  ariaLabel: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A row's React key; the index serves rows with no identity of their own (a file's errors). */
  rowKey: (row: Row, index: number) => string | number;
  /** Said in a row of its own when there are no rows; without it an empty table shows only its header. */
  emptyText?: string;
};

/**
 * A short list shown whole inside a dialog or a panel (a line's taxes, a file's errors, a firm's companies):
 * the columns of the application's tables, without paging or selection.
 */
export function PlainTable<Row>({ ariaLabel, columns, rows, rowKey, emptyText }: PlainTableProps<Row>) {
  return (
    <Table size="small" aria-label={ariaLabel}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align ?? 'left'} sx={{ fontWeight: 600 }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align ?? 'left'} sx={columnCellSx(column)}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && emptyText !== undefined && (
          <TableRow>
            <TableCell colSpan={columns.length}>{emptyText}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
