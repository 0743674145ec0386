import { CASH_FORM, CREDIT_FORM, PAYMENT_FORMS, REQUEST_MESSAGES, formatFixed2 } from '@facturar/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';
import { showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import type { EmissionValues, PaymentRow } from '../model/emission-values.ts';
import { SectionTable, type SectionColumn } from '../sections/index.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { refuseNonAmount } from '../model/amount-input.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { RadioChoices } from '#web/components/form/radio-choices.tsx';

type PaymentsCardProps = {
  control: Control<EmissionValues>;
  /** Total with discounts (the tip's 10 % base) and the same plus the tip, as 2-decimal texts. */
  documentTotal: string;
  totalWithTip: string;
  isTipAbove: boolean;
};

function paymentName(code: string): string {
  return PAYMENT_FORMS.find((form) => form.codigo === code)?.nombre ?? code;
}

const paymentColumns: readonly SectionColumn<PaymentRow>[] = [
  { header: 'Forma de pago', cell: (payment) => `${payment.codigo} - ${paymentName(payment.codigo)}` },
  { header: 'Descripción', cell: (payment) => payment.descripcion },
  { header: 'Valor', cell: (payment) => formatAmount(formatFixed2(payment.valor)), align: 'right' },
];

const paymentModes = [
  { value: 'U', label: 'Un pago' },
  { value: 'V', label: 'Varios pagos' },
] as const;

/**
 * 'Forma de Pago' (spec 002 §4): mode 'U' pays the total with discounts plus the tip in one payment;
 * mode 'V' keeps a list ('Nuevo pago'), refused while the total is not above zero.
 */
export const PaymentsCard = memo(function PaymentsCard(props: PaymentsCardProps) {
  const { control, documentTotal, totalWithTip, isTipAbove } = props;
  const mode = useController({ control, name: 'paymentMode' });
  const payments = useController({ control, name: 'formasPago' });
  const paymentTime = useWatch({ control, name: 'tiempoPago' });
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<PaymentRow | null>(null);
  const list = payments.field.value;

  function changeMode(next: string): void {
    if (next === 'V' && !(Number(documentTotal) > 0)) {
      showWarningToast('No tiene detalle/s ingresado/s');
      return;
    }
    payments.field.onChange([]);
    mode.field.onChange(next);
  }

  return (
    <Card variant="outlined" component="section" aria-label="Forma de Pago">
      <CreditPaymentForm control={control} />
      <CardHeader title="Forma de Pago" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <RadioChoices
            label="Modo de pago"
            isRow
            options={paymentModes}
            value={mode.field.value}
            onChange={changeMode}
          />
          <FormTextField
            control={control}
            name="propina"
            label="Propina"
            refuseInput={refuseNonAmount}
            error={isTipAbove}
            helperText={isTipAbove ? REQUEST_MESSAGES.tipAbove : undefined}
          />
          {mode.field.value === 'U' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <FormSelectField
                control={control}
                name="uniquePaymentCode"
                label="Forma de pago"
                options={PAYMENT_FORMS}
                disabled={paymentTime === CREDIT_TERM}
                helperText={
                  paymentTime === CREDIT_TERM ? 'A crédito: la forma de pago es Crédito.' : undefined
                }
              />
              <TextField
                label="Valor del pago"
                value={formatAmount(totalWithTip)}
                size="small"
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
            </Stack>
          ) : (
            <>
              <Button
                variant="outlined"
                onClick={() => setIsDialogOpen(true)}
                sx={{ alignSelf: 'flex-start' }}
              >
                Nuevo pago
              </Button>
              <SectionTable
                label="Pagos"
                columns={paymentColumns}
                rows={list}
                onDelete={(index) => setDeleting(list[index] ?? null)}
                deleteLabel={(_, index) => `Eliminar pago ${index + 1}`}
              />
            </>
          )}
        </Stack>
      </CardContent>
      <PaymentDialog
        isOpen={isDialogOpen}
        onAdd={(payment) => {
          payments.field.onChange([...list, payment]);
          setIsDialogOpen(false);
          showSuccessToast('Forma de pago agregado');
        }}
        onClose={() => setIsDialogOpen(false)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Eliminar pago"
        message="¿Está seguro de eliminar este pago?"
        confirmLabel="Eliminar"
        onConfirm={() => {
          payments.field.onChange(list.filter((payment) => payment.key !== deleting?.key));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
});

/** Payment time 2 (credit): the single payment is Crédito (ADR 0027), so the form sets it; 1 (cash) never is. */
const CREDIT_TERM = '2';
const CASH_TERM = '1';

function CreditPaymentForm({ control }: { control: Control<EmissionValues> }) {
  const paymentTime = useWatch({ control, name: 'tiempoPago' });
  const { field } = useController({ control, name: 'uniquePaymentCode' });
  const { value, onChange } = field;
  useEffect(() => {
    if (paymentTime === CREDIT_TERM && value !== CREDIT_FORM) onChange(CREDIT_FORM);
    // Back to cash, the Crédito it was given goes back to Contado.
    if (paymentTime === CASH_TERM && value === CREDIT_FORM) onChange(CASH_FORM);
  }, [paymentTime, value, onChange]);
  return null;
}
