import { PAYMENT_FORMS, paymentSchema } from '@facturar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { nextRowKey, type PaymentRow } from '../model/emission-values.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { refuseNonAmount } from '../model/amount-input.ts';

type PaymentDraft = { codigo: string; descripcion: string; valor: string };
const emptyPayment: PaymentDraft = { codigo: '', descripcion: '', valor: '' };
type Payment = z.output<typeof paymentSchema>;
const resolver = draftResolver<PaymentDraft, Payment>(paymentSchema);

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
          <FormSelectField control={control} name="codigo" label="Forma de pago" options={PAYMENT_FORMS} />
          <FormTextField control={control} name="descripcion" label="Descripción" />
          <FormTextField control={control} name="valor" label="Valor" refuseInput={refuseNonAmount} />
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
