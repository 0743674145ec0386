import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { DataTableColumn } from './data-table.tsx';

/** The 'Editar' column of a list: a pencil per row, named 'Editar <what the row is>' for screen readers. */
export function editColumn<Row>(
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
): DataTableColumn<Row> {
  return {
    key: 'editar',
    header: 'Editar',
    align: 'center',
    render: (row) => (
      <IconButton size="small" aria-label={`Editar ${nameOf(row)}`} onClick={() => onEdit(row)}>
        <EditOutlined fontSize="small" />
      </IconButton>
    ),
  };
}
