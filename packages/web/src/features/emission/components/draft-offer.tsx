import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Draft } from '@facturar/contracts';
import { formatAmount } from '#web/lib/amount-format.ts';
import { formatDateTime } from '#web/lib/date-format.ts';

/** A form opened afresh: the user's last draft of this type, to continue or leave aside. */
export function DraftOffer({
  draft,
  onAccept,
  onDismiss,
}: {
  draft: Draft;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const receiver = draft.nombreReceptor || 'sin receptor';
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onAccept}>
            Continuar borrador
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            Empezar uno nuevo
          </Button>
        </Stack>
      }
    >
      Tiene un borrador de este comprobante ({receiver}, {formatAmount(draft.total)}) guardado el{' '}
      {formatDateTime(draft.actualizadoEl)}.
    </Alert>
  );
}
