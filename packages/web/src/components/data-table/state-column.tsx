import Chip from '@mui/material/Chip';
import type { DataTableColumn } from './data-table.tsx';

/** The 'Estado' column of a list: a green chip for an active row, a grey one otherwise, with its label. */
export function stateColumn<Row>(
  isActive: (row: Row) => boolean,
  labels: { active: string; inactive: string },
): DataTableColumn<Row> {
  return {
    key: 'estado',
    header: 'Estado',
    render: (row) => (
      <Chip
        size="small"
        label={isActive(row) ? labels.active : labels.inactive}
        color={isActive(row) ? 'success' : 'default'}
      />
    ),
  };
}
