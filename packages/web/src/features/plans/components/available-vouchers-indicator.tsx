import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { availableVouchersQueryOptions } from '#web/features/plans/api/plans-api.ts';

/** The available-voucher count of the header, shown only with the CDI permission (spec 000 §2). */
export function AvailableVouchersIndicator() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const vouchers = useQuery(availableVouchersQueryOptions(http, claims.ruc));
  const label =
    vouchers.data === undefined ? (vouchers.isError ? '—' : '…') : formatAvailableVouchers(vouchers.data);
  return (
    <Tooltip title="Comprobantes disponibles">
      <Chip
        icon={<ReceiptLongOutlined />}
        label={label}
        aria-label={`Comprobantes disponibles: ${label}`}
        role="status"
        sx={{
          color: 'inherit',
          bgcolor: 'rgba(255,255,255,0.14)',
          '& .MuiChip-icon': { color: 'inherit' },
          fontWeight: 600,
        }}
      />
    </Tooltip>
  );
}
