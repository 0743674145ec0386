import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type SectionColumn<Row> = { header: string; cell: (row: Row) => ReactNode; align?: 'right' };

type SectionTableProps<Row> = {
  label: string;
  columns: readonly SectionColumn<Row>[];
  rows: readonly Row[];
  onDelete: (index: number) => void;
  /** The delete button's name; 'Eliminar fila N' unless given. */
  deleteLabel?: (row: Row, index: number) => string;
  disabled?: boolean;
};

/** The list of a section's rows with a delete button each; empty tables say 'No existen datos' (spec 002 §2). */
export function SectionTable<Row>(props: SectionTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    onDelete,
    deleteLabel = (_, index) => `Eliminar fila ${index + 1}`,
    disabled,
  } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            <TableCell align="right">Eliminar</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center">
                No existen datos
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <IconButton
                    aria-label={deleteLabel(row, index)}
                    onClick={() => onDelete(index)}
                    disabled={disabled}
                    size="small"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
