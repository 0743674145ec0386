import type { VoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import {
  DownloadXmlButton,
  ResendEmailButton,
  ViewCafeButton,
  toVoucherRef,
} from '#web/features/voucher-actions/index.ts';
import { voucherColumns } from '../voucher-columns.tsx';
import { VoucherListScreen } from './voucher-list-screen.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';

const columns: DataTableColumn<VoucherRow>[] = [
  voucherColumns.number,
  voucherColumns.issuedAt,
  voucherColumns.authorisedAt,
  voucherColumns.receiver,
  voucherColumns.type,
  voucherColumns.total,
  {
    key: 'ver',
    header: 'Ver',
    align: 'center',
    render: (row) => <ViewCafeButton voucher={toVoucherRef(row)} />,
  },
  {
    key: 'xml',
    header: 'XML',
    align: 'center',
    render: (row) => <DownloadXmlButton voucher={toVoucherRef(row)} />,
  },
  {
    key: 'reenviar',
    header: 'Reenviar',
    align: 'center',
    render: (row) => <ResendEmailButton voucher={toVoucherRef(row)} />,
  },
];

/** AUT: the company's authorised vouchers (spec 001 §2 'Authorised vouchers'). */
export function AuthorisedVouchersScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  return <VoucherListScreen title={title} kind="autorizados" columns={columns} isSelectable />;
}
