import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { PackageForReview } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { receiptsQueryOptions } from '../api/payments-api.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

function Receipts({ id }: { id: number }) {
  const { http } = useAppServices();
  const receipts = useQuery(receiptsQueryOptions(http, id));
  if (receipts.isPending) return <PageSpinner />;
  if (receipts.isError) return <ListLoadFailure />;
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

/** What the receipt must show: who pays, for which plan, and the amount expected (plan price + ITBMS). */
function ExpectedPayment({ purchase }: { purchase: PackageForReview }) {
  return (
    <KeyValueTable
      label="Pago esperado"
      labelWidth={120}
      rows={[
        ['RUC', purchase.empresaContratante.idempresacontratante],
        ['Empresa', purchase.empresaContratante.razonSocialempresa],
        ['Plan', purchase.paquete.nombre],
        ['Nº de compra', String(purchase.codigoAsignacion)],
        ['Total esperado', formatAmount(purchase.valorTotalPaquete)],
      ]}
    />
  );
}

/**
 * 'Revisar Pago': the proofs the company uploaded, newest last, as images, beside the amount the payment
 * must show, so the administrator compares them without going back to the table (issue 29).
 */
export function ReceiptsDialog({
  purchase,
  onClose,
}: {
  purchase: PackageForReview | null;
  onClose: () => void;
}) {
  return (
    <InfoDialog
      title={purchase ? `Comprobantes de pago - ${purchase.empresaContratante.razonSocialempresa}` : ''}
      isOpen={purchase !== null}
      onClose={onClose}
      maxWidth="md"
    >
      {purchase && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ExpectedPayment purchase={purchase} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Receipts id={purchase.idAsignacionPaqueteEmpresa} />
          </Grid>
        </Grid>
      )}
    </InfoDialog>
  );
}
