import { buildApiPath, sharingEndpoints } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { buildServiceUrl } from '#web/lib/runtime-config.ts';
import { sharedDocumentQueryOptions } from '../api/verification-api.ts';
import { VerifiedDocumentCard } from './verified-document-card.tsx';

/**
 * /c/{token} — the page a shared link opens (issue 27 §1): the document's data, its state now (as
 * '/verificar' tells it) and its CAFE and XML to download; nothing else of the issuer or the document.
 */
export function SharedDocumentPage() {
  const { http, config } = useAppServices();
  const token = useParams().token ?? '';
  const result = useQuery(sharedDocumentQueryOptions(http, token));

  useEffect(() => {
    document.title = 'Comprobante electrónico - Facturar';
  }, []);

  const fileUrl = (endpoint: typeof sharingEndpoints.pdf | typeof sharingEndpoints.xml) =>
    buildServiceUrl(config, 'core', buildApiPath(endpoint, { token }));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Comprobante electrónico
        </Typography>
        {result.isPending && <LinearProgress aria-label="Cargando el comprobante" />}
        {result.isError && (
          <Alert severity="warning">
            {isApiCallError(result.error) ? result.error.mensaje : 'No se pudo abrir el comprobante.'}
          </Alert>
        )}
        {result.data && (
          <VerifiedDocumentCard document={result.data} label="Comprobante compartido">
            <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" href={fileUrl(sharingEndpoints.pdf)} target="_blank" rel="noopener">
                Descargar CAFE
              </Button>
              <Button variant="outlined" href={fileUrl(sharingEndpoints.xml)} download>
                Descargar XML
              </Button>
            </Stack>
          </VerifiedDocumentCard>
        )}
      </Stack>
    </Container>
  );
}
