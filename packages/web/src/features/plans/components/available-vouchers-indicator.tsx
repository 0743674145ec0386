import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { availableVouchersQueryOptions, pacFoliosQueryOptions } from '#web/features/plans/api/plans-api.ts';

const chipStyle = {
  color: 'inherit',
  bgcolor: 'rgba(255,255,255,0.14)',
  '& .MuiChip-icon': { color: 'inherit' },
  fontWeight: 600,
} as const;

/**
 * The available-voucher count of the header, shown only with the CDI permission (spec 000 §2), and beside
 * it the folios left at a PAC that counts them (HKA/EBI).
 */
export function AvailableVouchersIndicator() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const vouchers = useQuery(availableVouchersQueryOptions(http, claims.ruc));
  const label =
    vouchers.data === undefined ? (vouchers.isError ? '—' : '…') : formatAvailableVouchers(vouchers.data);
  return (
    <>
      <Tooltip title="Comprobantes disponibles">
        <Chip
          icon={<ReceiptLongOutlined />}
          label={label}
          aria-label={`Comprobantes disponibles: ${label}`}
          role="status"
          sx={chipStyle}
        />
      </Tooltip>
      <PacFoliosIndicator />
    </>
  );
}

/** The PAC's folios of the cycle ('Folios PAC'), in warning colours when few are left. */
function PacFoliosIndicator() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const folios = useQuery(pacFoliosQueryOptions(http, claims.ruc));
  if (!folios.data?.aplica) return null;
  const { disponibles, totalesCiclo, fechaCiclo, bajo, mensaje } = folios.data;
  const label = disponibles === null ? '—' : String(disponibles);
  const title =
    mensaje ??
    (bajo
      ? `Quedan pocos folios en el PAC (${label}${totalesCiclo === null ? '' : ` de ${totalesCiclo}`}): solicite más a su PAC.`
      : `Folios disponibles en el PAC${totalesCiclo === null ? '' : `: ${label} de ${totalesCiclo}`}${fechaCiclo ? `, ciclo ${fechaCiclo}` : ''}.`);
  return (
    <Tooltip title={title}>
      <Chip
        icon={bajo ? <WarningAmberOutlined /> : <ReceiptLongOutlined />}
        label={`Folios PAC: ${label}`}
        aria-label={bajo ? `Folios del PAC por agotarse: ${label}` : `Folios del PAC: ${label}`}
        aria-description={title}
        role="status"
        sx={bajo ? { ...chipStyle, bgcolor: 'warning.main', color: 'warning.contrastText' } : chipStyle}
      />
    </Tooltip>
  );
}
