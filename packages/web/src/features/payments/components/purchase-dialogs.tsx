import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Plan } from '@facturar/contracts';
import { planPurchaseTax, planPurchaseTotal } from '@facturar/domain';
import { useId } from 'react';
import { formatAmount } from '#web/lib/amount-format.ts';
import { planVouchersText } from './plan-card.tsx';

/** Only the buttons close these dialogs: a stray click must not buy nor drop a purchase. */
function ignoreBackdrop(close: () => void) {
  return (_event: unknown, reason: string) => {
    if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') close();
  };
}

type SummaryProps = {
  plan: Plan | null;
  taxRate: string;
  onContinue: () => void;
  onCancel: () => void;
};

/** The purchase summary: the plan, its price, the ITBMS at the configured rate and the total. */
export function PurchaseSummaryDialog({ plan, taxRate, onContinue, onCancel }: SummaryProps) {
  const titleId = useId();
  const rows = plan
    ? [
        ['Plan', `${plan.nombre} (${plan.tipo})`],
        ['Comprobantes', planVouchersText(plan)],
        ['Precio', formatAmount(plan.precio)],
        [`ITBMS (${taxRate} %)`, formatAmount(planPurchaseTax(plan.precio, taxRate))],
        ['Total', formatAmount(planPurchaseTotal(plan.precio, taxRate))],
      ]
    : [];
  return (
    <Dialog
      open={plan !== null}
      onClose={ignoreBackdrop(onCancel)}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Resumen de la compra</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Resumen de la compra">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" onClick={onContinue}>
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type AskProofProps = {
  isOpen: boolean;
  isSubmitting: boolean;
  onYes: () => void;
  onNo: () => void;
  onCancel: () => void;
};

/** 'Upload proof now?': yes opens the upload, no registers the purchase without it. */
export function AskProofDialog({ isOpen, isSubmitting, onYes, onNo, onCancel }: AskProofProps) {
  const titleId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={ignoreBackdrop(onCancel)}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Comprobante de pago</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ¿Desea subir ahora el comprobante de pago de la transferencia o depósito?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button onClick={onNo} loading={isSubmitting}>
          No, más tarde
        </Button>
        <Button variant="contained" onClick={onYes} disabled={isSubmitting}>
          Sí, subir ahora
        </Button>
      </DialogActions>
    </Dialog>
  );
}
