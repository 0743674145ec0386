import { companySetupEndpoints, type CertificateUpload, type CompanyLogos } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The certificate the company signs with, shown above 'Cargar Certificado' (issue 29). */
export function loadedCertificateQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['loaded-certificate', ruc],
    queryFn: () => http.request(companySetupEndpoints.loadedCertificate, { params: { ruc } }),
  });
}

export async function uploadCertificate(http: HttpClient, upload: CertificateUpload): Promise<void> {
  await http.request(companySetupEndpoints.uploadCertificate, { body: upload });
}

export async function updateLogos(http: HttpClient, logos: CompanyLogos): Promise<void> {
  await http.request(companySetupEndpoints.updateLogos, { body: logos });
}
