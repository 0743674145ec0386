import type { VoucherListKind } from '@facturar/contracts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { voucherPageQueryOptions } from '../api/voucher-lists-api.ts';
import { repositoryPageSize } from '../voucher-list-messages.ts';
import { usePagedSearch } from '#web/lib/use-paged-search.ts';

/** One issued-voucher list (AUT, NAU, PEN, ANU) of the signed-in company. */
export function useVoucherList(kind: VoucherListKind) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  return usePagedSearch({
    pageSize: repositoryPageSize,
    pageOptions: (request) => voucherPageQueryOptions(http, { kind, ruc: claims.ruc, ...request }),
  });
}
