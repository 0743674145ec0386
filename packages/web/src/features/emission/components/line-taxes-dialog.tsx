import { ITBMS_RATES, OTHER_TAXES, formatFixed2, type LineTotals } from '@facturar/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';

type TaxRow = { codigo: string; nombre: string; valor: string };

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
        <Table size="small" aria-label="Impuestos del detalle">
          <TableHead>
            <TableRow>
              <TableCell>Código</TableCell>
              <TableCell>Nombre</TableCell>
              <TableCell align="right">Valor</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listTaxes(totals).map((tax) => (
              <TableRow key={`${tax.nombre}-${tax.codigo}`}>
                <TableCell>{tax.codigo}</TableCell>
                <TableCell>{tax.nombre}</TableCell>
                <TableCell align="right">{formatAmount(tax.valor)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </InfoDialog>
  );
}
