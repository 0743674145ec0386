import { useMemo } from 'react';
import type { VoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { voucherActionColumn } from '#web/features/voucher-actions/index.ts';
import { mailDeliveryColumn, voucherColumns } from '../voucher-columns.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { VoucherListScreen } from './voucher-list-screen.tsx';
import type { ScreenProps, ShellActions } from '#web/lib/screen-props.ts';

function buildColumns(shell: ShellActions): DataTableColumn<VoucherRow>[] {
  return [
    voucherColumns.number,
    voucherColumns.issuedAt,
    {
      ...voucherColumns.authorisedAt,
      render: (row) => formatDateTime(row.comprobanteElectronico.fechaAutorizacion) || 'No disponible',
    },
    voucherColumns.receiver,
    voucherColumns.type,
    voucherColumns.cufe,
    voucherActionColumn('pdf'),
    voucherActionColumn('xml'),
    voucherActionColumn('compartir'),
    mailDeliveryColumn(shell),
  ];
}

/** ANU: the cancelled vouchers; 'Mostrar Todos' resets the search (spec 001 §2 'Cancelled vouchers'). */
export function CancelledVouchersScreen({ resource, shell }: ScreenProps) {
  const title = resource.titlePage;
  const columns = useMemo(() => buildColumns(shell), [shell]);
  return <VoucherListScreen title={title} kind="anulados" columns={columns} resetLabel="Mostrar Todos" />;
}
