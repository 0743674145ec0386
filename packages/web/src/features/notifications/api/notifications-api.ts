import {
  companyEndpoints,
  type CompanyNotifications,
  type CompanyValidationResponse,
  type TokenClaims,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The company check run after login: user and company names, logo, and the four notification maps. */
export function validateCompany(
  http: HttpClient,
  claims: Pick<TokenClaims, 'sub' | 'ruc'>,
): Promise<CompanyValidationResponse> {
  return http.request(companyEndpoints.validation, {
    body: { idAsignacionEmpresaUsuario: Number(claims.sub), rucEmpresa: claims.ruc },
  });
}

/** Asked once per session: the names, logo and notifications change only through the calls that refresh them. */
export function companyValidationQueryOptions(http: HttpClient, claims: Pick<TokenClaims, 'sub' | 'ruc'>) {
  return queryOptions({
    queryKey: ['company-validation', claims.sub, claims.ruc],
    queryFn: () => validateCompany(http, claims),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The notification maps as they stand now, for the bell and the pre-requisite check. */
export function fetchCompanyNotifications(http: HttpClient, ruc: string): Promise<CompanyNotifications> {
  return http.request(companyEndpoints.notifications, { params: { ruc } });
}
