import DialogContentText from '@mui/material/DialogContentText';
import { voucherFileMessages } from '@facturar/contracts';
import { InfoDialog } from '#web/components/info-dialog.tsx';

type ErrorDialogProps = { message: string | null; onClose: () => void };

/** The voucher actions' failures are shown in a dialog titled 'Error' (spec 001 §8). */
export function ErrorDialog({ message, onClose }: ErrorDialogProps) {
  return (
    <InfoDialog
      title="Error"
      isOpen={message !== null}
      onClose={onClose}
      maxWidth="sm"
      acknowledgeLabel="Aceptar"
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{message}</DialogContentText>
    </InfoDialog>
  );
}

/** 'No se pudo generar el comprobante con la clave de acceso: {key}'. */
export function describeFileFailure(accessKey: string): string {
  return `${voucherFileMessages.fileFailed}${accessKey}`;
}
