import { voucherListEndpoints, type Paged, type VoucherListKind, type VoucherRow } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { SearchParams } from '#web/lib/use-paged-search.ts';

/** The advanced search as it goes on the query string: only the parameters the user gave. */
export type VoucherSearchParams = SearchParams;

export type VoucherPageRequest = {
  kind: VoucherListKind;
  ruc: string;
  page: number;
  size: number;
  search: VoucherSearchParams | null;
};

/** GET /comprobantes/{list}/{ruc} or its /busqueda/ variant (spec 001 §7 'Repositories'). */
export function fetchVoucherPage(http: HttpClient, request: VoucherPageRequest): Promise<Paged<VoucherRow>> {
  const { kind, ruc, page, size, search } = request;
  // The cancelled list names the company `companyId`, the others `ruc`: the same RUC.
  const params = { ruc, companyId: ruc };
  const paging = { page, size, sort: 'idAsignacionComprobanteElectronico,desc' } as const;
  const endpoints = voucherListEndpoints[kind];
  return search
    ? http.request(endpoints.search, { params, query: { ...paging, ...search } })
    : http.request(endpoints.list, { params, query: paging });
}

/** Every page of every issued list: what a resend refreshes (its 'Correo' state). */
export const voucherListsKey = ['voucher-list'] as const;

export function voucherPageQueryOptions(http: HttpClient, request: VoucherPageRequest) {
  const { kind, ruc, page, size, search } = request;
  return queryOptions({
    queryKey: [...voucherListsKey, kind, ruc, page, size, search],
    queryFn: () => fetchVoucherPage(http, request),
    // The worker moves documents between the lists: always ask again.
    staleTime: 0,
  });
}
