import type { VoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { ViewCafeButton, toVoucherRef } from '#web/features/voucher-actions/index.ts';
import { voucherColumns } from '../voucher-columns.tsx';
import { AuthorisationErrorButton } from './authorisation-error-button.tsx';
import { VoucherListScreen } from './voucher-list-screen.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';

const columns: DataTableColumn<VoucherRow>[] = [
  voucherColumns.number,
  voucherColumns.issuedAt,
  voucherColumns.receiver,
  voucherColumns.type,
  voucherColumns.total,
  voucherColumns.cufe,
  {
    key: 'ver',
    header: 'Ver',
    align: 'center',
    render: (row) => <ViewCafeButton voucher={toVoucherRef(row)} />,
  },
  { key: 'error', header: 'Error', align: 'center', render: (row) => <AuthorisationErrorButton row={row} /> },
];

/** NAU: the vouchers the DGI did not authorise (spec 001 §2 'Unauthorised vouchers'). */
export function UnauthorisedVouchersScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  return <VoucherListScreen title={title} kind="noautorizados" columns={columns} />;
}
