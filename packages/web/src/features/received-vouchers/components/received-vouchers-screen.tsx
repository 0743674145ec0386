import type { ReceivedVoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { voucherActionColumn } from '#web/features/voucher-actions/index.ts';
import { RepositoryScreen } from '#web/features/voucher-lists/index.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { useReceivedList } from '../hooks/use-received-list.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';

function formatNumber(row: ReceivedVoucherRow): string {
  const voucher = row.comprobanteElectronico;
  return `${voucher.codigoEstablecimiento}-${voucher.puntoEmision}-${voucher.secuencial}`;
}

const columns: readonly DataTableColumn<ReceivedVoucherRow>[] = [
  { key: 'numero', header: 'Número', render: formatNumber },
  {
    key: 'emision',
    header: 'Fecha Emisión',
    render: (row) => formatDateTime(row.comprobanteElectronico.fechaEmision),
  },
  {
    key: 'autorizacion',
    header: 'Fecha Autorización',
    render: (row) => formatDateTime(row.comprobanteElectronico.fechaAutorizacion),
  },
  { key: 'emisor', header: 'Emisor', render: (row) => row.comprobanteElectronico.razonSocialEmisor },
  {
    key: 'tipo',
    header: 'Tipo',
    render: (row) =>
      row.comprobanteElectronico.tipoComprobanteElectronico.nombreComprobante.replaceAll('_', ' '),
  },
  voucherActionColumn('pdf'),
  voucherActionColumn('xml'),
];

/** CRA, the received vouchers (spec 001 §2): search, selectable table and the ZIP card. */
export function ReceivedVouchersScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  const list = useReceivedList();
  return (
    <RepositoryScreen
      title={title}
      list={list}
      columns={columns}
      resetLabel="Mostrar Todos"
      counterpartLabel="Emisor"
      selectionLabel={(row) => `Seleccionar ${formatNumber(row)}`}
    />
  );
}
