import { formatFixed2, sumAmounts, type Decimal } from '@facturar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { formatAmount } from '#web/lib/amount-format.ts';
import type { EmissionTotals } from '../model/emission-totals.ts';

const rateLabels = { '00': '0%', '01': '7%', '02': '10%', '03': '15%' } as const;

type Line = { label: string; amount: Decimal; isStrong?: boolean };

function listLines({ totals, tip, totalWithTip }: EmissionTotals): Line[] {
  const byRate = totals.itbmsByRate;
  const taxed = byRate.filter((rate) => rate.code !== '00');
  return [
    { label: 'Subtotal sin impuestos', amount: totals.netTotal },
    ...taxed.map((rate) => ({ label: `Subtotal ${rateLabels[rate.code]}`, amount: rate.base })),
    ...byRate
      .filter((rate) => rate.code === '00')
      .map((rate) => ({ label: `Subtotal ${rateLabels[rate.code]}`, amount: rate.base })),
    ...taxed.map((rate) => ({ label: `ITBMS ${rateLabels[rate.code]}`, amount: rate.tax })),
    { label: 'Total ITBMS', amount: totals.itbmsTotal },
    { label: 'Total ISC', amount: totals.iscTotal },
    { label: 'Total OTI', amount: sumAmounts(totals.otiTotals.map((oti) => oti.amount)) },
    { label: 'Total acarreo', amount: totals.freightTotal },
    { label: 'Total seguro', amount: totals.insuranceTotal },
    { label: 'Total Factura', amount: totals.itemsTotal },
    { label: 'Descuentos adicionales', amount: totals.discountTotal },
    { label: 'Total Factura con descuento', amount: totals.documentTotal },
    { label: 'Propina', amount: tip },
    { label: 'Valor total', amount: totalWithTip, isStrong: true },
    ...(totals.retention ? [{ label: 'Retención', amount: totals.retention.amount }] : []),
  ];
}

/** The totals panel: the domain's own totals (the server's), shown as '$. ' with 2 decimals. */
export const TotalsPanel = memo(function TotalsPanel({ totals }: { totals: EmissionTotals }) {
  return (
    <Card variant="outlined" component="section" aria-label="Totales">
      <CardHeader title="Totales" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label="Totales">
          <TableBody>
            {listLines(totals).map((line) => (
              <TableRow key={line.label}>
                <TableCell component="th" scope="row" sx={line.isStrong ? { fontWeight: 700 } : undefined}>
                  {line.label}
                </TableCell>
                <TableCell align="right" sx={line.isStrong ? { fontWeight: 700 } : undefined}>
                  {formatAmount(formatFixed2(line.amount))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
});
