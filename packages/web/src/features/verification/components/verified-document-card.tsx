import type { VerificationResponse } from '@facturar/contracts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatAmount } from '#web/lib/amount-format.ts';
import { formatDateTime } from '#web/lib/date-format.ts';

type VerifiedDocumentCardProps = {
  document: VerificationResponse;
  /** The section's accessible name. */
  label: string;
  /** What the page offers beside the data (the shared page's downloads). */
  children?: ReactNode;
};

/** What a public page shows of a document: the CAFE's own data and its state now. */
export function VerifiedDocumentCard({ document, label, children }: VerifiedDocumentCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {document.tipoComprobante} N.º {document.numero}
          </Typography>
          <Chip label={document.estado} color={document.estado === 'Anulado' ? 'error' : 'success'} />
        </Stack>
        <Typography>
          Emisor: <strong>{document.emisor.razonSocial}</strong> (RUC {document.emisor.ruc})
        </Typography>
        <Typography>
          Receptor: <strong>{document.receptor}</strong>
        </Typography>
        <Typography>
          Fecha de emisión: <strong>{formatDateTime(document.fechaEmision)}</strong>
        </Typography>
        <Typography>
          Valor total: <strong>{formatAmount(document.valorTotal)}</strong>
        </Typography>
        {document.fechaAutorizacion && (
          <Typography>Autorizado el {formatDateTime(document.fechaAutorizacion)}</Typography>
        )}
        {document.fechaAnulacion && (
          <Typography color="error">Anulado el {formatDateTime(document.fechaAnulacion)}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          CUFE {document.cufe}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
