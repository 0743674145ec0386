import DialogContentText from '@mui/material/DialogContentText';
import { reviewMessages, type PackageForReview } from '@facturar/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { showWarningToast } from '#web/lib/toast.ts';

const rejectionSchema = z.object({
  motivo: z.string().trim().min(1, reviewMessages.reasonRequired).max(300),
});
type RejectionValues = { motivo: string };
type Rejection = z.output<typeof rejectionSchema>;

type RejectPaymentDialogProps = {
  purchase: PackageForReview | null;
  isSubmitting: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** 'Rechazar': the reason is required; the company sees it beside its package. */
export function RejectPaymentDialog({
  purchase,
  isSubmitting,
  onSubmit,
  onCancel,
}: RejectPaymentDialogProps) {
  const form = useForm<RejectionValues, unknown, Rejection>({
    defaultValues: { motivo: '' },
    resolver: draftResolver<RejectionValues, Rejection>(rejectionSchema),
  });
  const { reset } = form;
  useEffect(() => {
    if (purchase) reset({ motivo: '' });
  }, [purchase, reset]);
  return (
    <FormDialog
      title="Rechazar pago"
      isOpen={purchase !== null}
      form={form}
      onSubmit={({ motivo }) => onSubmit(motivo)}
      onInvalid={(errors) => {
        if (errors.motivo?.message) showWarningToast(errors.motivo.message);
      }}
      onClose={onCancel}
      saving={{ isPending: isSubmitting, error: null }}
      submitLabel="Rechazar"
      submitColor="error"
    >
      <DialogContentText>
        {purchase ? `${purchase.paquete.nombre} - ${purchase.empresaContratante.razonSocialempresa}` : ''}
      </DialogContentText>
      <FormTextField control={form.control} name="motivo" label="Motivo" multiline minRows={3} autoFocus />
    </FormDialog>
  );
}
