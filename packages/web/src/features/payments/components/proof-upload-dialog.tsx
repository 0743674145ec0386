import DialogContentText from '@mui/material/DialogContentText';
import { paymentProofMessages } from '@facturar/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
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
  const form = useForm<ProofValues, unknown, ProofForm>({
    defaultValues: { comprobante: null },
    resolver: draftResolver<ProofValues, ProofForm>(proofSchema),
  });

  async function submit({ comprobante }: ProofForm): Promise<void> {
    const read = await readProofFile(comprobante);
    if ('refusal' in read) {
      form.setError('comprobante', { message: read.refusal });
      showWarningToast(read.refusal);
      return;
    }
    onSubmit(read.dataUrl);
  }

  function close(): void {
    form.reset({ comprobante: null });
    onCancel();
  }

  return (
    <FormDialog
      title="Subir comprobante de pago"
      isOpen={isOpen}
      form={form}
      onSubmit={(values) => void submit(values)}
      onInvalid={(errors) => {
        if (errors.comprobante?.message) showWarningToast(errors.comprobante.message);
      }}
      onClose={close}
      saving={{ isPending: isSubmitting, error: null }}
      submitLabel="Enviar"
    >
      <DialogContentText>{subject}</DialogContentText>
      <DialogContentText variant="body2">
        Adjunte la imagen del comprobante de la transferencia o depósito (.png o .jpg).
      </DialogContentText>
      <FormFileField
        control={form.control}
        name="comprobante"
        label="Comprobante de pago"
        accept={proofAccept}
        refuseFile={refuseProofFile}
        buttonLabel="Seleccionar imagen"
      />
    </FormDialog>
  );
}
