import type { ComponentType } from 'react';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { toVoucherRef, type VoucherRef, type VoucherRowLike } from '../voucher-ref.ts';
import { DownloadPdfButton } from './download-pdf-button.tsx';
import { DownloadXmlButton } from './download-xml-button.tsx';
import { ShareButton } from './share-button.tsx';
import { ViewCafeButton } from './view-cafe-button.tsx';

type VoucherAction = 'pdf' | 'xml' | 'ver' | 'compartir';

const actions: Record<VoucherAction, { header: string; Button: ComponentType<{ voucher: VoucherRef }> }> = {
  pdf: { header: 'PDF', Button: DownloadPdfButton },
  xml: { header: 'XML', Button: DownloadXmlButton },
  ver: { header: 'Ver', Button: ViewCafeButton },
  compartir: { header: 'Compartir', Button: ShareButton },
};

/** A voucher list's column of one action (spec 001 §2): its button, centred, for the row's voucher. */
export function voucherActionColumn<Row extends VoucherRowLike>(key: VoucherAction): DataTableColumn<Row> {
  const { header, Button } = actions[key];
  return { key, header, align: 'center', render: (row) => <Button voucher={toVoucherRef(row)} /> };
}
