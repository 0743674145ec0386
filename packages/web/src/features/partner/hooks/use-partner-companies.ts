import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { usePagedSearch } from '#web/lib/use-paged-search.ts';
import { partnerCompaniesQueryOptions } from '../api/partner-api.ts';

/** Spec 001 §2 'Partner companies': 15 rows, newest registration first. */
export const partnerPageSize = 15;

/** The signed-in partner's affiliated companies, or those its search box matches. */
export function usePartnerCompanies() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  return usePagedSearch({
    pageSize: partnerPageSize,
    pageOptions: (request) => partnerCompaniesQueryOptions(http, { partnerRuc: claims.ruc, ...request }),
  });
}
