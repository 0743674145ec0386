import { buildApiPath, quoteEndpoints, type SharedQuote } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { PublicPage, SharedLinkStatus } from '#web/components/public-page.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { buildServiceUrl } from '#web/lib/runtime-config.ts';
import { sharedQuoteQueryOptions } from '../api/quotes-api.ts';
import { quoteStateLabels } from '../quote-states.ts';

const stateColours: Record<SharedQuote['estado'], 'success' | 'warning' | 'info'> = {
  VIGENTE: 'success',
  VENCIDA: 'warning',
  ACEPTADA: 'info',
  FACTURADA: 'info',
};

/**
 * /cot/{token} — the page a quote's share link opens (issue 28 §2): who quotes what to whom, for how much,
 * until when and its state today, marked as having no fiscal value, and its PDF to download.
 */
export function SharedQuotePage() {
  const { http, config } = useAppServices();
  const token = useParams().token ?? '';
  const result = useQuery(sharedQuoteQueryOptions(http, token));

  const quote = result.data;
  return (
    <PublicPage title="Cotización">
      <SharedLinkStatus
        read={result}
        loadingLabel="Cargando la cotización"
        failureText="No se pudo abrir la cotización."
      />
      {quote && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2">
                  {quote.numero}
                </Typography>
                <Chip
                  label={quoteStateLabels[quote.estado]}
                  color={stateColours[quote.estado]}
                  size="small"
                />
              </Stack>
              <Alert severity="info">{quote.aviso}</Alert>
              <KeyValueTable
                label="Datos de la cotización"
                rows={[
                  ['Emisor', `${quote.emisor} (RUC ${quote.rucEmisor})`],
                  ['Para', quote.receptor],
                  ['Total', formatAmount(quote.total)],
                  ['Válida hasta', quote.validaHasta.split('-').reverse().join('-')],
                ]}
              />
              <Stack direction="row">
                <Button
                  variant="contained"
                  href={buildServiceUrl(config, 'core', buildApiPath(quoteEndpoints.sharedPdf, { token }))}
                  target="_blank"
                  rel="noopener"
                >
                  Descargar PDF
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PublicPage>
  );
}
