import { PAYMENT_FORMS, paymentSchema } from '@facturar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { nextRowKey, type PaymentRow } from '../model/emission-values.ts';
import { FormTextField, decimalInput } from './form-fields.tsx';

type PaymentDraft = { codigo: string; descripcion: string; valor: string };
const emptyPayment: PaymentDraft = { codigo: '', descripcion: '', valor: '' };
type Payment = z.output<typeof paymentSchema>;
const resolver = zodResolver(
  z
    .custom<PaymentDraft>()
    .transform((draft): Record<string, unknown> => draft)
    .pipe(paymentSchema),
);

type PaymentDialogProps = { isOpen: boolean; onAdd: (payment: PaymentRow) => void; onClose: () => void };

/** 'Nuevo pago' (spec 002 §5 'Payment'), judged by the shared payment rule. */
export function PaymentDialog({ isOpen, onAdd, onClose }: PaymentDialogProps) {
  return (
    <Dialog open={isOpen} maxWidth="xs" fullWidth aria-labelledby="payment-dialog-title">
      {isOpen && <PaymentForm onAdd={onAdd} onClose={onClose} />}
    </Dialog>
  );
}

function PaymentForm({ onAdd, onClose }: Omit<PaymentDialogProps, 'isOpen'>) {
  const { control, handleSubmit } = useForm<PaymentDraft, unknown, Payment>({
    defaultValues: emptyPayment,
    resolver,
  });
  const add = handleSubmit((payment) =>
    onAdd({
      key: nextRowKey(),
      codigo: payment.codigo,
      descripcion: payment.descripcion ?? '',
      valor: payment.valor,
    }),
  );
  return (
    <form onSubmit={add} noValidate>
      <DialogTitle id="payment-dialog-title">Nuevo pago</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField control={control} name="codigo" label="Forma de pago" options={PAYMENT_FORMS} />
          <FormTextField control={control} name="descripcion" label="Descripción" />
          <FormTextField control={control} name="valor" label="Valor" allowed={decimalInput} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained">
          Agregar
        </Button>
      </DialogActions>
    </form>
  );
}
