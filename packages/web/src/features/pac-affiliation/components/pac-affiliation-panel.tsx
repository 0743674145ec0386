import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { isApiCallError, readErrorStatus, networkMessage } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { affiliateCompany } from '../api/pac-affiliation-api.ts';
import {
  affiliationStatusLabel,
  affiliationUnavailableReason,
  canAffiliate,
  pacMessages,
} from '../pac-status.ts';
import { SetupStatusPanel } from './setup-status-panel.tsx';
import { useCompanySetup } from '../hooks/use-company-setup.ts';

/** A 400 carries the PAC's system message; anything else is the network message (spec 000 §8). */
function affiliationErrorMessage(error: unknown): string {
  if (readErrorStatus(error) === 400 && isApiCallError(error) && error.mensajeSistema)
    return error.mensajeSistema;
  return networkMessage;
}

/** APA, 'Administración de Afiliación al PAC' (spec 000 §2, §4, §8). */
export function PacAffiliationPanel() {
  const { query, update, http } = useCompanySetup();
  const company = query.data;
  const affiliation = useMutation({
    mutationFn: () => {
      if (!company) throw new Error(networkMessage);
      return affiliateCompany(http, company);
    },
    onSuccess: (answer) => {
      if (answer === 1) {
        update({ estadoAfiliacionPac: 1 });
        showSuccessToast(pacMessages.affiliationSuccess);
      } else {
        showErrorToast(
          answer === 3 ? pacMessages.affiliationNoAuthorisation : pacMessages.affiliationDgiProblem,
        );
      }
    },
    onError: (error) => showErrorToast(affiliationErrorMessage(error)),
  });
  return (
    <SetupStatusPanel
      isPending={query.isPending}
      error={query.error}
      label="Estado de afiliación al PAC"
      status={company && affiliationStatusLabel(company.estadoAfiliacionPac)}
      note={company && affiliationUnavailableReason(company)}
    >
      <Button
        variant="contained"
        disabled={!company || !canAffiliate(company) || affiliation.isPending}
        onClick={() => affiliation.mutate()}
      >
        Afiliar empresa al PAC
      </Button>
    </SetupStatusPanel>
  );
}
