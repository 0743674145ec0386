import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isInvoicingBlocked } from '@facturar/domain';
import { useEffect } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { notificationMessages, useNotifications } from '#web/features/notifications/index.ts';
import { companySetupQueryOptions } from '#web/features/pac-affiliation/index.ts';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { prerequisiteCheckPageName } from '#web/lib/resource-codes.ts';
import { BlockedIssuingNotice } from './blocked-issuing-notice.tsx';
import { readBlockingReasons } from '../blocking-reasons.ts';
import { InvoicingBlockedDialog } from './invoicing-blocked-dialog.tsx';

type PrerequisiteCheckScreenProps = {
  onPassed: () => void;
  onHome: () => void;
  /** Where a blocking reason is fixed: the certificate dialog, the billing points, the plans. */
  onOpenResource: (code: string) => void;
};

/**
 * Resource -4, 'Verificando pre-requisitos', shown before an emission form: it refreshes the company's
 * notifications and reads its PAC affiliation and QR status, and lets the form through unless the company
 * may not invoice at all (spec 000 §4) or one of the five blocking errors remains (spec 000 §2).
 */
export function PrerequisiteCheckScreen({ onPassed, onHome, onOpenResource }: PrerequisiteCheckScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const { refresh } = useNotifications();
  const queryClient = useQueryClient();
  const { mutate, error, data } = useMutation({
    mutationFn: async () => {
      const [notifications, company] = await Promise.all([
        refresh(),
        // Always asked again: the company may have been affiliated since the setup dialogs last read it.
        queryClient.fetchQuery({ ...companySetupQueryOptions(http, claims.ruc), staleTime: 0 }),
      ]);
      return {
        isBlocked: isInvoicingBlocked({
          pacAffiliationStatus: company.estadoAfiliacionPac,
          qrStatus: company.estadoCodigoSeguridadQr,
        }),
        reasons: readBlockingReasons(notifications),
      };
    },
    onSuccess: ({ isBlocked, reasons }) => {
      if (!isBlocked && reasons.length === 0) onPassed();
    },
  });

  useEffect(() => {
    mutate();
  }, [mutate]);

  if (data?.isBlocked) return <InvoicingBlockedDialog onHome={onHome} />;
  if (data !== undefined && data.reasons.length > 0) {
    return <BlockedIssuingNotice reasons={data.reasons} onHome={onHome} onOpenResource={onOpenResource} />;
  }
  if (!error) {
    return <PageSpinner label={prerequisiteCheckPageName} />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        {isNetworkError(error)
          ? notificationMessages.prerequisiteNetworkFailure
          : notificationMessages.loadFailed}
      </Alert>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onHome}>Volver al inicio</Button>
        <Button variant="contained" onClick={() => mutate()}>
          Reintentar
        </Button>
      </Stack>
    </Stack>
  );
}
