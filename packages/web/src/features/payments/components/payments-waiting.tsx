import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '#web/lib/amount-format.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { packagesForReviewQueryOptions } from '../api/payments-api.ts';

/** The newest few are named; the count says how many there are in all. */
const shownPurchases = 3;

/** Counts a number of purchases in Spanish. */
function describeCount(count: number): string {
  return count === 1 ? '1 pago espera su revisión' : `${count} pagos esperan su revisión`;
}

/**
 * The platform administrator's home: the payments whose receipt waits for review, newest first, with the
 * button to 'Pagos' (APQ) where they are approved or rejected (issue 29). Nothing when none waits.
 */
export function PaymentsWaiting({ shell }: { shell: ShellActions }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const waiting = useQuery(
    packagesForReviewQueryOptions(http, { assignmentId: claims.sub, page: 0, size: shownPurchases }),
  );
  const total = waiting.data?.totalElements ?? 0;
  if (total === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Pagos por revisar" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Pagos por revisar: {describeCount(total)}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PaymentsOutlined />}
          onClick={() => shell.openResource('APQ')}
        >
          Pagos
        </Button>
      </Stack>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {(waiting.data?.content ?? []).map((purchase) => (
          <Typography component="li" variant="body2" key={purchase.idAsignacionPaqueteEmpresa}>
            {`${purchase.empresaContratante.razonSocialempresa} · ${purchase.paquete.nombre} · ${formatAmount(purchase.valorTotalPaquete)}`}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
