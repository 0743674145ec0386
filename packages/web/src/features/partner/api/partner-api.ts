import {
  partnerEndpoints,
  type Paged,
  type PartnerCompanyRow,
  type PartnerRegistrationRequest,
  type VoucherAssignmentBody,
} from '@facturar/contracts';

import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { PageRequest } from '#web/lib/use-paged-search.ts';

export type PartnerPageRequest = PageRequest & { partnerRuc: string };

/** GET /admin/empresas/{partner} or /admin/empresas/buscar/{partner} (spec 001 §7). */
export function fetchPartnerCompanies(
  http: HttpClient,
  request: PartnerPageRequest,
): Promise<Paged<PartnerCompanyRow>> {
  const { partnerRuc, page, size, search } = request;
  return http.request(partnerEndpoints[search ? 'searchCompanies' : 'companies'], {
    params: { ruc: partnerRuc },
    query: { page, size, sort: 'fechaRegistro,desc', ...search },
  });
}

/** Every page of the partner's companies: adding one or assigning vouchers invalidates them. */
export function partnerCompaniesKey(partnerRuc: string) {
  return ['partner-companies', partnerRuc] as const;
}

export function partnerCompaniesQueryOptions(http: HttpClient, request: PartnerPageRequest) {
  return queryOptions({
    queryKey: [...partnerCompaniesKey(request.partnerRuc), request.page, request.size, request.search],
    queryFn: () => fetchPartnerCompanies(http, request),
  });
}

/** GET /partner/obtenerComprobantesDisponibles/{partner}: -1 means unlimited. */
export function partnerVouchersQueryOptions(http: HttpClient, partnerRuc: string) {
  return queryOptions({
    queryKey: [...partnerCompaniesKey(partnerRuc), 'available-vouchers'],
    queryFn: () => http.request(partnerEndpoints.availableVouchers, { params: { id: partnerRuc } }),
    staleTime: 0,
  });
}

/** POST /partner/registrar/paquete/empresa. */
export async function assignVouchers(http: HttpClient, body: VoucherAssignmentBody): Promise<string> {
  const answer = await http.request(partnerEndpoints.assignVouchers, { body });
  return answer.mensaje;
}

/** GET /partner/atencion/{partner}: what needs attention across its companies. */
export function attentionQueueQueryOptions(http: HttpClient, partnerRuc: string) {
  return queryOptions({
    queryKey: [...partnerCompaniesKey(partnerRuc), 'attention'],
    queryFn: () => http.request(partnerEndpoints.attentionQueue, { params: { ruc: partnerRuc } }),
  });
}

/** POST /partner/registrar: a new partner firm brought by this partner. */
export async function registerPartner(http: HttpClient, body: PartnerRegistrationRequest): Promise<string> {
  const answer = await http.request(partnerEndpoints.registerPartner, { body });
  return answer.mensaje;
}
