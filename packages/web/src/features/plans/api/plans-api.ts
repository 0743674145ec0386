import { availableVouchersSchema, buildApiPath, companyEndpoints } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Vouchers the company may still issue; -1 means an unlimited plan. */
export function fetchAvailableVouchers(http: HttpClient, ruc: string): Promise<number> {
  return http.call({
    service: 'pay',
    path: buildApiPath(companyEndpoints.availableVouchers, { ruc }),
    schema: availableVouchersSchema,
  });
}
