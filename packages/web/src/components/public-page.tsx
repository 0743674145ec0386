import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { isApiCallError } from '#web/lib/api-call-error.ts';

/**
 * A page anyone opens without signing in ('/verificar', a shared document or quote): its title names the
 * browser tab and heads the page.
 */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} - Facturar`;
  }, [title]);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Container>
  );
}

type SharedLinkStatusProps = {
  /** The read of what the link shares. */
  read: { isPending: boolean; isError: boolean; error: unknown };
  /** The progress bar's name while it loads ('Cargando la cotización'). */
  loadingLabel: string;
  /** Said when the failure has no message of the server's own (a network failure). */
  failureText: string;
};

/** How the read of a shared link goes: its progress, then, if it fails, the server's reason (an expired link). */
export function SharedLinkStatus({ read, loadingLabel, failureText }: SharedLinkStatusProps) {
  return (
    <>
      {read.isPending && <LinearProgress aria-label={loadingLabel} />}
      {read.isError && (
        <Alert severity="warning">{isApiCallError(read.error) ? read.error.mensaje : failureText}</Alert>
      )}
    </>
  );
}
