import type { CustomerRow } from '@facturar/contracts';
import { editColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { MasterDataScreen, type MasterDataScreenProps } from './master-data-screen.tsx';

type ReceiverColumn = DataTableColumn<CustomerRow>;

/** The columns the customers and providers lists share (spec 001 §2); each screen sets its own order. */
export const receiverColumns = {
  names: (header: string): ReceiverColumn => ({ key: 'nombres', header, render: (row) => row.nombres }),
  email: { key: 'correo', header: 'Correo', render: (row) => row.correo ?? '' } satisfies ReceiverColumn,
  phone: {
    key: 'telefono',
    header: 'Teléfono',
    render: (row) => row.telefono ?? '',
  } satisfies ReceiverColumn,
  address: {
    key: 'direccion',
    header: 'Dirección',
    render: (row) => row.direccion ?? '',
  } satisfies ReceiverColumn,
};

type ReceiverListScreenProps = Omit<MasterDataScreenProps<CustomerRow, number>, 'searchLabel' | 'rowId'> & {
  /** Opens the row's edit dialog, from the last column. */
  onEdit: (row: CustomerRow) => void;
};

/** A list of receivers, the customers or the providers (spec 001 §2): searched by RUC, DNI or name, each row editable. */
export function ReceiverListScreen({ columns, onEdit, ...screen }: ReceiverListScreenProps) {
  return (
    <MasterDataScreen
      {...screen}
      searchLabel="RUC/DNI/Nombres"
      columns={[...columns, editColumn<CustomerRow>((row) => row.nombres, onEdit)]}
      rowId={(row) => row.idAsignacionEmpresaCliente}
    />
  );
}
