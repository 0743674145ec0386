import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { usePagedSearch } from '#web/lib/use-paged-search.ts';
import { receivedPageQueryOptions } from '../api/received-vouchers-api.ts';

/** Spec 001 §2 'Received vouchers': a new search starts again at page 0 with 15 rows. */
const receivedPageSize = 15;

/** The company's received vouchers. */
export function useReceivedList() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  return usePagedSearch({
    pageSize: receivedPageSize,
    pageOptions: (request) => receivedPageQueryOptions(http, { ruc: claims.ruc, ...request }),
    isSizeResetBySearch: true,
  });
}
