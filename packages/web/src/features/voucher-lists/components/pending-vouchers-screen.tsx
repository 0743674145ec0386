import type { VoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { voucherColumns } from '../voucher-columns.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { describePendingState } from '../voucher-format.ts';
import { PendingStatesNotice } from './pending-states-notice.tsx';
import { VoucherListScreen } from './voucher-list-screen.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';

const columns: DataTableColumn<VoucherRow>[] = [
  voucherColumns.number,
  {
    key: 'fechaEnvio',
    header: 'Fecha envío',
    render: (row) => formatDateTime(row.comprobanteElectronico.fechaEnvio),
  },
  voucherColumns.receiver,
  {
    key: 'estado',
    header: 'Estado',
    render: (row) => describePendingState(row.comprobanteElectronico.estadoAutorizacion),
  },
  { key: 'mensaje', header: 'Mensaje', render: (row) => row.comprobanteElectronico.mensajeProceso ?? '' },
];

/** PEN: the vouchers waiting for the PAC (spec 001 §2 'Pending vouchers'). */
export function PendingVouchersScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  return (
    <VoucherListScreen title={title} kind="pendientes" columns={columns} notice={<PendingStatesNotice />} />
  );
}
