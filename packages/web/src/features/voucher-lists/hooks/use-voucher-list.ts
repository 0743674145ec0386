import type { VoucherListKind } from '@facturar/contracts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { fetchVoucherPage } from '../api/voucher-lists-api.ts';
import { repositoryPageSize } from '../voucher-list-messages.ts';
import { usePagedSearch } from './use-paged-search.ts';

/** One issued-voucher list (AUT, NAU, PEN, ANU) of the signed-in company. */
export function useVoucherList(kind: VoucherListKind) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  return usePagedSearch({
    queryKey: ['voucher-list', kind, claims.ruc],
    pageSize: repositoryPageSize,
    fetchPage: (request) => fetchVoucherPage(http, { kind, ruc: claims.ruc, ...request }),
  });
}
