import { ITBMS_RATES, OTHER_TAXES, formatFixed2, type LineTotals } from '@facturar/domain';
import { PlainTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';

type TaxRow = { codigo: string; nombre: string; valor: string };

const taxColumns: readonly DataTableColumn<TaxRow>[] = [
  { key: 'codigo', header: 'Código', render: (tax) => tax.codigo },
  { key: 'nombre', header: 'Nombre', render: (tax) => tax.nombre },
  { key: 'valor', header: 'Valor', render: (tax) => formatAmount(tax.valor), align: 'right' },
];

function listTaxes(totals: LineTotals): TaxRow[] {
  const itbms = ITBMS_RATES.find((rate) => rate.codigo === totals.itbmsCode);
  const rows: TaxRow[] = [
    {
      codigo: totals.itbmsCode,
      nombre: `ITBMS ${itbms?.nombre ?? ''}`.trim(),
      valor: formatFixed2(totals.itbms),
    },
  ];
  if (totals.iscRate !== null) {
    rows.push({ codigo: totals.iscRate, nombre: 'ISC', valor: formatFixed2(totals.isc) });
  }
  for (const oti of totals.otis) {
    const name = OTHER_TAXES.find((tax) => tax.codigo === oti.code)?.nombre ?? '';
    rows.push({ codigo: oti.code, nombre: `OTI ${name}`, valor: formatFixed2(oti.amount) });
  }
  return rows;
}

/** 'Impuestos': the taxes of one line (CODIGO, NOMBRE, VALOR as spec 002 §3 lists them). */
export function LineTaxesDialog({ totals, onClose }: { totals: LineTotals | null; onClose: () => void }) {
  return (
    <InfoDialog title="Impuestos" isOpen={totals !== null} onClose={onClose} maxWidth="sm">
      {totals && (
        <PlainTable
          ariaLabel="Impuestos del detalle"
          columns={taxColumns}
          rows={listTaxes(totals)}
          rowKey={(tax) => `${tax.nombre}-${tax.codigo}`}
        />
      )}
    </InfoDialog>
  );
}
