import { companyEndpoints, pacConnectionEndpoints, type PacFolios } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Vouchers the company may still issue; -1 means an unlimited plan. */
export function fetchAvailableVouchers(http: HttpClient, ruc: string): Promise<number> {
  return http.request(companyEndpoints.availableVouchers, { params: { ruc } });
}

/** Issuing a document uses one: the emission invalidates this key after a generation. */
export function availableVouchersQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['available-vouchers', ruc],
    queryFn: () => fetchAvailableVouchers(http, ruc),
  });
}

/**
 * The folios left at a PAC that counts them (HKA/EBI). Under the vouchers' key, so the emission's refresh
 * of the vouchers asks again too.
 */
export function pacFoliosQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['available-vouchers', ruc, 'pac-folios'],
    queryFn: (): Promise<PacFolios> => http.request(pacConnectionEndpoints.pacFolios, { params: { ruc } }),
  });
}
