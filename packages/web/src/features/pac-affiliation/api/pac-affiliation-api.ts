import {
  affiliationAnswerSchema,
  buildApiPath,
  companyEndpoints,
  companySetupSchema,
  qrAnswerSchema,
  type CompanySetup,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export function fetchCompanySetup(http: HttpClient, ruc: string): Promise<CompanySetup> {
  return http.call({
    service: 'core',
    path: buildApiPath(companyEndpoints.setup, { ruc }),
    schema: companySetupSchema,
  });
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
  return http.call({
    service: 'core',
    path: buildApiPath(companyEndpoints.pacAffiliation),
    method: 'POST',
    body: companyBody(company),
    schema: affiliationAnswerSchema,
  });
}

export function requestQrCode(http: HttpClient, company: CompanySetup, action: 1 | 2): Promise<1 | 2 | 3> {
  return http.call({
    service: 'core',
    path: buildApiPath(companyEndpoints.qrSecurityCode, { accion: action }),
    method: 'POST',
    body: companyBody(company),
    schema: qrAnswerSchema,
  });
}
