import type { ReceiverSession } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { signInWithLink } from '../api/receiver-portal-api.ts';
import { LinkRequestForm } from './link-request-form.tsx';
import { PortalDocuments } from './portal-documents.tsx';

/** The stored portal session while it lasts (it ends with the tab or after its 30 minutes). */
function liveSession(stored: ReceiverSession | undefined): ReceiverSession | null {
  return stored && Date.parse(stored.venceEn) > Date.now() ? stored : null;
}

/**
 * /receptor — the receivers' portal (issue 27 §4): asks for a sign-in link, trades the mailed link
 * (`?enlace=`) for a portal session, then lists every document issued to the receiver's RUC here.
 */
export function ReceiverPortalPage() {
  const { http, persistence } = useAppServices();
  const [params, setParams] = useSearchParams();
  const [session, setSession] = useState(() => liveSession(persistence.read('receiverPortal')));
  const link = params.get('enlace');
  const usedLink = useRef<string | null>(null);
  const signIn = useMutation({
    mutationFn: (token: string) => signInWithLink(http, token),
    onSuccess: async (started) => {
      await persistence.write('receiverPortal', started);
      setSession(started);
      setParams({}, { replace: true });
    },
  });

  useEffect(() => {
    document.title = 'Portal de receptores - Facturar';
  }, []);

  useEffect(() => {
    // A link signs in once: the effect may run twice for one render (development), the call must not.
    if (link && usedLink.current !== link) {
      usedLink.current = link;
      signIn.mutate(link);
    }
  }, [link, signIn]);

  function signOut() {
    persistence.remove('receiverPortal');
    setSession(null);
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
            Portal de receptores
          </Typography>
          {session && <Button onClick={signOut}>Salir del portal</Button>}
        </Stack>
        {signIn.isPending && <LinearProgress aria-label="Ingresando al portal" />}
        {signIn.isError && <Alert severity="warning">{readFailureMessage(signIn.error)}</Alert>}
        {session ? (
          <>
            <Typography color="text.secondary">
              Comprobantes emitidos en Facturar al RUC {session.ruc}. La sesión del portal dura 30 minutos;
              luego solicite un nuevo enlace.
            </Typography>
            <PortalDocuments session={session} />
          </>
        ) : (
          !signIn.isPending && <LinkRequestForm />
        )}
      </Stack>
    </Container>
  );
}
