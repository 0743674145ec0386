import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { dataTableLabels, formatDisplayedRows } from './data-table-labels.ts';

export type DataTableColumn<Row> = {
  /** Unique within the table; also the React key of the cells. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Kept on one line (numbers, dates, amounts): the other columns wrap to make room. */
  isNoWrap?: boolean;
  /** Broken inside a long word (a mail server's answer) rather than widening the table. */
  isLongText?: boolean;
};

/** How a column's cells wrap: kept on one line, broken inside long words, or as the table lays them out. */
export function columnCellSx<Row>(column: DataTableColumn<Row>): {
  whiteSpace?: 'nowrap';
  wordBreak?: 'break-word';
} {
  if (column.isNoWrap) return { whiteSpace: 'nowrap' };
  return column.isLongText ? { wordBreak: 'break-word' } : {};
}

export type DataTableSelection<Row, Id> = {
  selectedIds: readonly Id[];
  onChange: (ids: Id[]) => void;
  /** The accessible name of one row's checkbox. */
  rowLabel: (row: Row) => string;
};

export type DataTablePagination = {
  /** Zero-based page. */
  page: number;
  size: number;
  total: number;
  sizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
};

export type DataTableProps<Row, Id extends string | number> = {
  ariaLabel: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => Id;
  isLoading?: boolean;
  /** Checkboxes per row and a select-all for the page; changing page or size clears them (spec 001 §2). */
  selection?: DataTableSelection<Row, Id>;
  pagination: DataTablePagination;
  emptyText?: string;
  /**
   * Narrower cell padding, for the lists with many columns that must fit a 1280-pixel screen without
   * scrolling sideways (issue 29).
   */
  isCompact?: boolean;
};

/** The server-paged table of the application (spec 001 §2 'Tables'). */
export function DataTable<Row, Id extends string | number>(props: DataTableProps<Row, Id>) {
  const {
    ariaLabel,
    columns,
    rows,
    rowId,
    isLoading = false,
    selection,
    pagination,
    isCompact = false,
  } = props;
  const padding = isCompact ? { px: 1 } : {};
  const headerSx = { fontWeight: 600, ...padding };
  const cellSx = (column: DataTableColumn<Row>) => ({ ...padding, ...columnCellSx(column) });
  const emptyText = props.emptyText ?? dataTableLabels.empty;
  const pageIds = rows.map(rowId);
  const selected = new Set(selection?.selectedIds ?? []);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  function toggleAll() {
    if (!selection) return;
    const isAllSelected = selectedOnPage === pageIds.length;
    selection.onChange(isAllSelected ? [] : pageIds);
  }

  function toggle(id: Id) {
    if (!selection) return;
    selection.onChange(
      selected.has(id)
        ? selection.selectedIds.filter((other) => other !== id)
        : [...selection.selectedIds, id],
    );
  }

  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={ariaLabel} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': dataTableLabels.selectAll } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align ?? 'left'} sx={headerSx}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const id = rowId(row);
              return (
                <TableRow key={id} hover selected={selected.has(id)}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(id)}
                        onChange={() => toggle(id)}
                        slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align ?? 'left'} sx={cellSx(column)}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && !isLoading && (
              <TableRow>
                <TableCell colSpan={columns.length + (selection ? 1 : 0)} align="center">
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {isLoading && <LinearProgress aria-label={dataTableLabels.loading} />}
      <TablePagination
        component="div"
        count={pagination.total}
        page={pagination.page}
        rowsPerPage={pagination.size}
        rowsPerPageOptions={[...pagination.sizeOptions]}
        labelRowsPerPage={dataTableLabels.rowsPerPage}
        labelDisplayedRows={formatDisplayedRows}
        getItemAriaLabel={(type) => dataTableLabels.pageButtons[type]}
        onPageChange={(_event, page) => {
          selection?.onChange([]);
          pagination.onPageChange(page);
        }}
        onRowsPerPageChange={(event) => {
          selection?.onChange([]);
          pagination.onSizeChange(Number(event.target.value));
        }}
      />
    </Box>
  );
}
