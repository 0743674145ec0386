import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { stateColumn, ClientPagedTable, type DataTableColumn } from '#web/components/data-table/index.ts';

type AdminRecord = { activo: boolean };

type AdminRecordsTableProps<Row extends AdminRecord> = {
  ariaLabel: string;
  addLabel: string;
  /** The record's own columns; 'Estado' and 'Editar' follow them. */
  columns: readonly DataTableColumn<Row>[];
  /** What 'Estado' says of an active and of an inactive record. */
  stateLabels: { active: string; inactive: string };
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  isLoading: boolean;
  initialSize: number;
  /** The add (`'new'`) or edit dialog, mounted while it is open. */
  renderDialog: (record: Row | 'new', onClose: () => void) => ReactNode;
};

/**
 * The records the platform administrator keeps for every company (plans, bank accounts): 'Agregar …', the
 * table paged here (5, 10, 15) with each record's state and 'Editar', and the dialog either opens.
 */
export function AdminRecordsTable<Row extends AdminRecord>(props: AdminRecordsTableProps<Row>) {
  const { ariaLabel, addLabel, stateLabels, rowId, isLoading, renderDialog } = props;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const columns: readonly DataTableColumn<Row>[] = [
    ...props.columns,
    stateColumn<Row>((row) => row.activo, stateLabels),
    {
      key: 'editar',
      header: 'Editar',
      render: (row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          Editar
        </Button>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </Stack>
      <ClientPagedTable
        ariaLabel={ariaLabel}
        columns={columns}
        rows={props.rows}
        initialSize={props.initialSize}
        sizeOptions={[5, 10, 15]}
        rowId={rowId}
        isLoading={isLoading}
      />
      {editing !== null && renderDialog(editing, () => setEditing(null))}
    </Stack>
  );
}
