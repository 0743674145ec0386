import { companyEndpoints, type CompanySetup } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export function fetchCompanySetup(http: HttpClient, ruc: string): Promise<CompanySetup> {
  return http.request(companyEndpoints.setup, { params: { ruc } });
}

export function companySetupQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({ queryKey: ['company-setup', ruc], queryFn: () => fetchCompanySetup(http, ruc) });
}

/** The company body of spec 000 §7, as the dialog loaded it. */
function companyBody(company: CompanySetup) {
  return {
    rucEmpresa: company.idEmpresa,
    razonSocial: company.razonSocialempresa,
    direccionEmpresa: company.direccion ?? '',
    correoElectronico: company.correoPrincipal,
    telefono: company.telefonoPrincipal ?? '',
    apiKey: company.key,
    tipoContribuyente: company.tipoContribuyente,
    digitoVerificador: company.digitoVerificador,
  };
}

export function affiliateCompany(http: HttpClient, company: CompanySetup): Promise<1 | 3 | 4> {
  return http.request(companyEndpoints.pacAffiliation, { body: companyBody(company) });
}

export function requestQrCode(http: HttpClient, company: CompanySetup, action: 1 | 2): Promise<1 | 2 | 3> {
  return http.request(companyEndpoints.qrSecurityCode, {
    params: { accion: action },
    body: companyBody(company),
  });
}
