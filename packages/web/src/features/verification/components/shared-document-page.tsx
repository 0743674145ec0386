import { buildApiPath, sharingEndpoints } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PublicPage, SharedLinkStatus } from '#web/components/public-page.tsx';
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

  const fileUrl = (endpoint: typeof sharingEndpoints.pdf | typeof sharingEndpoints.xml) =>
    buildServiceUrl(config, 'core', buildApiPath(endpoint, { token }));
  return (
    <PublicPage title="Comprobante electrónico">
      <SharedLinkStatus
        read={result}
        loadingLabel="Cargando el comprobante"
        failureText="No se pudo abrir el comprobante."
      />
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
    </PublicPage>
  );
}
