import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

type KeyValueTableProps = {
  /** The table's accessible name. */
  label: string;
  /** Each row's label (a row header) and its value, in order. */
  rows: readonly (readonly [string, string])[];
  /** The width of the label column. */
  labelWidth?: number | string;
};

/** A record shown as label and value rows: a company's data, a connection, a document's facts. */
export function KeyValueTable({ label, rows, labelWidth = 220 }: KeyValueTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([rowLabel, value]) => (
          <TableRow key={rowLabel}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: labelWidth }}>
              {rowLabel}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
