import EditOutlined from '@mui/icons-material/EditOutlined';
import type { DataTableColumn } from './data-table.tsx';
import { iconColumn } from './icon-column.tsx';

/** The 'Editar' column of a list: a pencil per row, named 'Editar <what the row is>' for screen readers. */
export function editColumn<Row>(
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
): DataTableColumn<Row> {
  return iconColumn({
    key: 'editar',
    header: 'Editar',
    label: (row) => `Editar ${nameOf(row)}`,
    icon: <EditOutlined fontSize="small" />,
    onClick: onEdit,
    size: 'small',
  });
}
