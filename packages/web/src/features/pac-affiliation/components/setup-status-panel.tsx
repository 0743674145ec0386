import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { networkMessage } from '#web/lib/api-call-error.ts';

type SetupStatusPanelProps = {
  isPending: boolean;
  error: unknown;
  label: string;
  status: string | undefined;
  /** Why an action below is disabled, said under the actions. */
  note?: string | null | undefined;
  children: ReactNode;
};

/** The common frame of the QR and affiliation dialogs: loading, load failure, a status line, actions. */
export function SetupStatusPanel(props: SetupStatusPanelProps) {
  const { isPending, error, label, status, note, children } = props;
  if (isPending) return <PageSpinner label="Cargando datos de la empresa" />;
  if (error || status === undefined) {
    // A call that never got an answer fails with the network message itself.
    const message = error instanceof Error ? error.message : networkMessage;
    return (
      <Alert severity="error" role="alert">
        {message}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>
        {label}: <strong role="status">{status}</strong>
      </Typography>
      <Stack direction="row" spacing={1.5}>
        {children}
      </Stack>
      {note && (
        <Typography variant="body2" color="text.secondary" role="note">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
