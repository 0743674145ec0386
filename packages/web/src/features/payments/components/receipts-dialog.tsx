import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { PackageForReview } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { receiptsQueryOptions } from '../api/payments-api.ts';

function Receipts({ id }: { id: number }) {
  const { http } = useAppServices();
  const receipts = useQuery(receiptsQueryOptions(http, id));
  if (receipts.isPending) return <PageSpinner />;
  if (receipts.isError)
    return <Alert severity="error">Ocurrió un problema en la red al consultar los datos</Alert>;
  if (receipts.data.length === 0) return <Alert severity="info">No existen datos</Alert>;
  return (
    <Stack spacing={2}>
      {receipts.data.map((receipt, index) => (
        <Box
          key={index}
          component="img"
          src={`data:${receipt.tipo};base64,${receipt.voucher}`}
          alt={`Comprobante de pago ${index + 1}`}
          sx={{ maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ))}
    </Stack>
  );
}

/** 'Revisar Pago': the proofs the company uploaded, newest last, as images. */
export function ReceiptsDialog({
  purchase,
  onClose,
}: {
  purchase: PackageForReview | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={purchase !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {purchase ? `Comprobantes de pago - ${purchase.empresaContratante.razonSocialempresa}` : ''}
      </DialogTitle>
      <DialogContent>{purchase && <Receipts id={purchase.idAsignacionPaqueteEmpresa} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
