import type { CompanySetup } from '@facturar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { useNotifications } from '#web/features/notifications/index.ts';
import { companySetupQueryOptions } from '../api/pac-affiliation-api.ts';

/** The signed-in company as the setup dialogs show it, and a way to record what an action changed. */
export function useCompanySetup() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const { refresh } = useNotifications();
  const options = companySetupQueryOptions(http, claims.ruc);
  const query = useQuery(options);
  const update = (change: Partial<CompanySetup>) => {
    queryClient.setQueryData(options.queryKey, (current) => current && { ...current, ...change });
    // The affiliation and QR warnings of the bell follow the company's new state.
    void refresh().catch(() => undefined);
  };
  return { query, update, http };
}
