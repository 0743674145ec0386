import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { CufeText } from '#web/components/cufe-text.tsx';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ScheduleButton } from '#web/features/recurring-invoices/index.ts';
import { ShareButton, type VoucherRef } from '#web/features/voucher-actions/index.ts';

type WarningDialogProps = {
  messages: readonly string[];
  onClose: () => void;
};

/** 'Advertencia': what keeps the document from being generated. */
export function WarningDialog({ messages, onClose }: WarningDialogProps) {
  return (
    <InfoDialog title="Advertencia" isOpen={messages.length > 0} onClose={onClose} maxWidth="sm">
      <List dense>
        {messages.map((message) => (
          <ListItem key={message} disableGutters>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
    </InfoDialog>
  );
}

type GeneratedDialogProps = {
  /** The generated document; the dialog is open while there is one. */
  generated: GeneratedDocument | null;
  onOpenPending: () => void;
  onClose: () => void;
};

export type GeneratedDocument = {
  cufe: string;
  voucher: VoucherRef;
  /** The body it was generated from, which 'Programar' repeats; null for a note (never repeated). */
  body: Record<string, unknown> | null;
};

/**
 * Shown after a successful generation, with its CUFE (copyable), 'Compartir' for the customer at the
 * counter, 'Programar' to issue the same invoice again on a schedule, and the way to the pending vouchers (PEN).
 */
export function GeneratedDialog({ generated, onOpenPending, onClose }: GeneratedDialogProps) {
  return (
    <InfoDialog
      title="Comprobante generado"
      isOpen={generated !== null}
      onClose={onClose}
      maxWidth="sm"
      actions={
        <>
          {generated !== null && <ShareButton voucher={generated.voucher} isLabelled />}
          {generated?.body && <ScheduleButton source={{ comprobante: generated.body }} />}
        </>
      }
      mainActions={
        <Button variant="contained" onClick={onOpenPending}>
          Ver comprobantes pendientes
        </Button>
      }
    >
      <DialogContentText>En breve será enviado al PAC para su autorización.</DialogContentText>
      {generated !== null && (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary">
            CUFE
          </Typography>
          <CufeText cufe={generated.cufe} />
        </Stack>
      )}
    </InfoDialog>
  );
}
