import {
  mailDeliveryReasonLabels,
  mailDeliveryStateLabels,
  type MailDeliveryAttempt,
} from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PlainTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { mailDeliveryQueryOptions } from '../api/voucher-files-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';

type MailDeliveryDialogProps = {
  voucher: VoucherRef;
  onClose: () => void;
  /** Opens 'Clientes', where the receiver's address is corrected. */
  onOpenCustomers: () => void;
};

/** One recipient of one e-mail sent: the table has a row for each. */
type RecipientRow = {
  attempt: MailDeliveryAttempt;
  recipient: MailDeliveryAttempt['destinatarios'][number];
};

const recipientColumns: readonly DataTableColumn<RecipientRow>[] = [
  { key: 'fecha', header: 'Fecha', render: ({ recipient }) => formatDateTime(recipient.fecha) },
  { key: 'motivo', header: 'Motivo', render: ({ attempt }) => mailDeliveryReasonLabels[attempt.motivo] },
  { key: 'correo', header: 'Correo', render: ({ recipient }) => recipient.correo },
  { key: 'estado', header: 'Estado', render: ({ recipient }) => mailDeliveryStateLabels[recipient.estado] },
  {
    key: 'respuesta',
    header: 'Respuesta del servidor',
    render: ({ recipient }) => recipient.respuesta,
    isLongText: true,
  },
];

/** The addresses of the last e-mail that did not reach their mailbox (refused by the server or bounced). */
function undeliveredOf(attempt: MailDeliveryAttempt | undefined): string[] {
  return (attempt?.destinatarios ?? [])
    .filter((recipient) => recipient.estado === 'RSV' || recipient.estado === 'REB')
    .map((recipient) => recipient.correo);
}

/**
 * The detail behind a document's 'Correo' state (issue 27 §2): each e-mail sent for it and what the mail
 * server (or the PAC's tracking) answered per recipient; a refused or bounced address leads to the customer.
 */
export function MailDeliveryDialog({ voucher, onClose, onOpenCustomers }: MailDeliveryDialogProps) {
  const { http } = useAppServices();
  const history = useQuery(mailDeliveryQueryOptions(http, voucher.id));
  const undelivered = undeliveredOf(history.data?.envios[0]);
  return (
    <InfoDialog title="Envíos por correo" onClose={onClose} maxWidth="md">
      {history.isPending && <LinearProgress aria-label="Cargando los envíos" />}
      {history.isError && <Alert severity="error">{history.error.message}</Alert>}
      {history.data && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {undelivered.length > 0 && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={onOpenCustomers}>
                  Ir al cliente
                </Button>
              }
            >
              {`El correo ${undelivered.join(', ')} de ${history.data.receptor.razonSocial} (${history.data.receptor.identificacion}) no recibió el comprobante. Corrija el correo del cliente y reenvíelo.`}
            </Alert>
          )}
          {history.data.envios.length === 0 && (
            <Typography>No se ha enviado este comprobante por correo.</Typography>
          )}
          {history.data.envios.length > 0 && (
            <PlainTable
              ariaLabel="Envíos por correo"
              columns={recipientColumns}
              rows={history.data.envios.flatMap((attempt) =>
                attempt.destinatarios.map((recipient): RecipientRow => ({ attempt, recipient })),
              )}
              rowKey={({ attempt, recipient }) => `${attempt.fecha}-${recipient.correo}`}
            />
          )}
        </Stack>
      )}
    </InfoDialog>
  );
}
