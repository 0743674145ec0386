import type { VoucherRow } from '@facturar/contracts';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { CufeText } from '#web/components/cufe-text.tsx';
import { MailDeliveryButton, toVoucherRef } from '#web/features/voucher-actions/index.ts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { customersResourceId } from '#web/lib/resource-codes.ts';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { formatVoucherNumber } from './voucher-format.ts';

type Column = DataTableColumn<VoucherRow>;

/** The columns the repositories share, by the spec's header names (spec 001 §2). */
export const voucherColumns = {
  number: { key: 'numero', header: 'Número', render: formatVoucherNumber },
  /** The number with the CUFE (short, copyable) beneath: a wide list keeps the CUFE in sight (issue 29). */
  numberAndCufe: {
    key: 'numero',
    header: 'Número',
    render: (row) => (
      <>
        {formatVoucherNumber(row)}
        <CufeText cufe={row.comprobanteElectronico.cufe} isCompact />
      </>
    ),
  },
  issuedAt: {
    key: 'fechaEmision',
    header: 'Fecha Emisión',
    render: (row) => formatDateTime(row.comprobanteElectronico.fechaEmision),
  },
  authorisedAt: {
    key: 'fechaAutorizacion',
    header: 'Fecha Autorización',
    render: (row) => formatDateTime(row.comprobanteElectronico.fechaAutorizacion),
  },
  receiver: { key: 'receptor', header: 'Receptor', render: (row) => row.receptor.razonSocial },
  type: {
    key: 'tipo',
    header: 'Tipo',
    render: (row) => row.comprobanteElectronico.tipoComprobanteElectronico.nombreComprobante,
  },
  cufe: {
    key: 'cufe',
    header: 'CUFE',
    render: (row) => <CufeText cufe={row.comprobanteElectronico.cufe} isCompact />,
  },
  total: {
    key: 'valor',
    header: 'Valor',
    align: 'right',
    isNoWrap: true,
    render: (row) => formatAmount(row.comprobanteElectronico.valorTotal),
  },
} satisfies Record<string, Column>;

/** The last e-mail's state (issue 27 §2), its detail on demand, a way to the customer to fix it. */
export function MailDeliveryCell({ row, shell }: { row: VoucherRow; shell: ShellActions }) {
  return (
    <MailDeliveryButton
      voucher={toVoucherRef(row)}
      delivery={row.comprobanteElectronico.envioCorreo}
      onOpenCustomers={() => shell.openResource(customersResourceId)}
    />
  );
}

/** 'Correo': the last e-mail's state in a column of its own. */
export function mailDeliveryColumn(shell: ShellActions): Column {
  return {
    key: 'correo',
    header: 'Correo',
    align: 'center',
    render: (row) => <MailDeliveryCell row={row} shell={shell} />,
  };
}
