import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { networkMessage, readErrorStatus } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { requestQrCode } from '../api/pac-affiliation-api.ts';
import { canAnnulQr, canGenerateQr, pacMessages, qrStatusLabel, qrUnavailableReason } from '../pac-status.ts';
import { SetupStatusPanel } from './setup-status-panel.tsx';
import { useCompanySetup } from '../hooks/use-company-setup.ts';

/** A 400 is the QR failure; a call that never got an answer fails with the network message itself. */
function qrErrorMessage(error: unknown): string {
  if (readErrorStatus(error) === 400) return pacMessages.qrFailed;
  return error instanceof Error ? error.message : networkMessage;
}

/** CQR, 'Administración del Código de Seguridad QR' (spec 000 §2, §4, §8). */
export function QrSecurityCodePanel() {
  const { query, update, http } = useCompanySetup();
  const company = query.data;
  const request = useMutation({
    mutationFn: (action: 1 | 2) => {
      if (!company) throw new Error(pacMessages.qrFailed);
      return requestQrCode(http, company, action);
    },
    onSuccess: (answer) => {
      if (answer === 3) {
        showWarningToast(pacMessages.qrPending);
        return;
      }
      update({ estadoCodigoSeguridadQr: answer });
      showSuccessToast(pacMessages.qrSuccess);
    },
    onError: (error) => showErrorToast(qrErrorMessage(error)),
  });
  return (
    <SetupStatusPanel
      isPending={query.isPending}
      error={query.error}
      label="Estado del código de seguridad QR"
      status={company && qrStatusLabel(company.estadoCodigoSeguridadQr)}
      note={company && qrUnavailableReason(company)}
    >
      <Button
        variant="contained"
        disabled={!company || !canGenerateQr(company) || request.isPending}
        onClick={() => request.mutate(1)}
      >
        Generar
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={!company || !canAnnulQr(company) || request.isPending}
        onClick={() => request.mutate(2)}
      >
        Anular
      </Button>
    </SetupStatusPanel>
  );
}
