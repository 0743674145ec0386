import { PAYMENT_FORMS, paymentSchema } from '@facturar/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
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
  // Mounted only while open, so each opening starts from an empty payment.
  return isOpen ? <PaymentForm onAdd={onAdd} onClose={onClose} /> : null;
}

function PaymentForm({ onAdd, onClose }: Omit<PaymentDialogProps, 'isOpen'>) {
  const form = useForm<PaymentDraft, unknown, Payment>({
    defaultValues: emptyPayment,
    resolver,
  });
  const add = (payment: Payment) =>
    onAdd({
      key: nextRowKey(),
      codigo: payment.codigo,
      descripcion: payment.descripcion ?? '',
      valor: payment.valor,
    });
  return (
    <FormDialog
      title="Nuevo pago"
      form={form}
      onSubmit={add}
      submitLabel="Agregar"
      onClose={onClose}
      maxWidth="xs"
    >
      <FormSelectField control={form.control} name="codigo" label="Forma de pago" options={PAYMENT_FORMS} />
      <FormTextField control={form.control} name="descripcion" label="Descripción" />
      <FormTextField control={form.control} name="valor" label="Valor" refuseInput={refuseNonAmount} />
    </FormDialog>
  );
}
