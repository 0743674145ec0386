import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { paymentProofMessages } from '@facturar/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormFileField } from '#web/components/form/form-file-field.tsx';
import { showWarningToast } from '#web/lib/toast.ts';
import { proofAccept, readProofFile, refuseProofFile } from './proof-file.ts';

const proofSchema = z.object({
  comprobante: z.custom<File>((value) => value instanceof File, { message: paymentProofMessages.required }),
});
type ProofValues = { comprobante: File | null };
type ProofForm = z.output<typeof proofSchema>;

type ProofUploadDialogProps = {
  isOpen: boolean;
  /** What the proof pays for, e.g. 'Plan PyME - $. 96.30'. */
  subject: string;
  isSubmitting: boolean;
  /** Receives the proof as a data: URL once its bytes show a png or jpg. */
  onSubmit: (proof: string) => void;
  onCancel: () => void;
};

/** 'Subir comprobante de pago': one png or jpg image of the transfer or deposit receipt. */
export function ProofUploadDialog({
  isOpen,
  subject,
  isSubmitting,
  onSubmit,
  onCancel,
}: ProofUploadDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError, reset } = useForm<ProofValues, unknown, ProofForm>({
    defaultValues: { comprobante: null },
    resolver: draftResolver<ProofValues, ProofForm>(proofSchema),
  });

  async function submit({ comprobante }: ProofForm): Promise<void> {
    const read = await readProofFile(comprobante);
    if ('refusal' in read) {
      setError('comprobante', { message: read.refusal });
      showWarningToast(read.refusal);
      return;
    }
    onSubmit(read.dataUrl);
  }

  function close(): void {
    reset({ comprobante: null });
    onCancel();
  }

  return (
    <Dialog
      open={isOpen}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') close();
      }}
    >
      <DialogTitle id={titleId}>Subir comprobante de pago</DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit(submit, (errors) => {
          if (errors.comprobante?.message) showWarningToast(errors.comprobante.message);
        })}
      >
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{subject}</DialogContentText>
            <DialogContentText variant="body2">
              Adjunte la imagen del comprobante de la transferencia o depósito (.png o .jpg).
            </DialogContentText>
            <FormFileField
              control={control}
              name="comprobante"
              label="Comprobante de pago"
              accept={proofAccept}
              refuseFile={refuseProofFile}
              buttonLabel="Seleccionar imagen"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Enviar
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
