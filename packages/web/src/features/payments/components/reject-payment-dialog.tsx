import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { reviewMessages, type PackageForReview } from '@facturar/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
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
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<RejectionValues, unknown, Rejection>({
    defaultValues: { motivo: '' },
    resolver: draftResolver<RejectionValues, Rejection>(rejectionSchema),
  });
  useEffect(() => {
    if (purchase) reset({ motivo: '' });
  }, [purchase, reset]);
  return (
    <Dialog
      open={purchase !== null}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onCancel();
      }}
    >
      <DialogTitle id={titleId}>Rechazar pago</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit(
          ({ motivo }) => onSubmit(motivo),
          (errors) => {
            if (errors.motivo?.message) showWarningToast(errors.motivo.message);
          },
        )}
      >
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {purchase
                ? `${purchase.paquete.nombre} - ${purchase.empresaContratante.razonSocialempresa}`
                : ''}
            </DialogContentText>
            <FormTextField control={control} name="motivo" label="Motivo" multiline minRows={3} autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            Rechazar
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
