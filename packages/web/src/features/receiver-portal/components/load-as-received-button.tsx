import type { ReceiverDocument } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useSession } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { loadAsReceived } from '../api/receiver-portal-api.ts';

/** What one load came to: stored, already there (409), or refused for another reason. */
type Tally = { stored: number; known: number; failed: number };

function describe(tally: Tally): string {
  const parts = [`Se cargaron ${tally.stored} comprobante(s) en sus comprobantes recibidos.`];
  if (tally.known > 0) parts.push(`${tally.known} ya estaban cargados.`);
  if (tally.failed > 0) parts.push(`${tally.failed} no se pudieron cargar; inténtelo más tarde.`);
  return parts.join(' ');
}

/**
 * 'Cargar en mis comprobantes recibidos' (ADR 0135): the receiver is a company here, so its authorised
 * documents load into its received vouchers in one step, with the session of one of its users signed in in
 * this browser; the portal's own session grants nothing inside the company.
 */
export function LoadAsReceivedButton(props: { receiverRuc: string; documents: readonly ReceiverDocument[] }) {
  const { http } = useAppServices();
  const session = useSession();
  const [isLoading, setLoading] = useState(false);
  const isCompanyUser = session !== null && session.claims.ruc === props.receiverRuc;
  const authorised = props.documents.filter((row) => row.estado === 'Autorizado');

  if (!isCompanyUser) {
    return (
      <Typography variant="body2">
        Para cargarlos en sus comprobantes recibidos,{' '}
        <Link component={RouterLink} to="/login">
          ingrese a Facturar
        </Link>{' '}
        con un usuario de su empresa en este navegador y vuelva a abrir el portal.
      </Typography>
    );
  }

  async function load() {
    if (!session || authorised.length === 0) {
      showWarningToast('No hay comprobantes autorizados para cargar.');
      return;
    }
    setLoading(true);
    const tally: Tally = { stored: 0, known: 0, failed: 0 };
    for (const row of authorised) {
      try {
        await loadAsReceived(http, row.cufe, session.claims.sub);
        tally.stored += 1;
      } catch (error) {
        if (isApiCallError(error) && error.status === 409) tally.known += 1;
        else tally.failed += 1;
      }
    }
    setLoading(false);
    if (tally.failed > 0) showWarningToast(describe(tally));
    else showSuccessToast(describe(tally));
  }

  return (
    <Button variant="outlined" onClick={() => void load()} loading={isLoading}>
      Cargar en mis comprobantes recibidos
    </Button>
  );
}
