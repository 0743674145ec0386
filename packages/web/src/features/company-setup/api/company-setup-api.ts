import { companySetupEndpoints, type CertificateUpload, type CompanyLogos } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

export async function uploadCertificate(http: HttpClient, upload: CertificateUpload): Promise<void> {
  await http.request(companySetupEndpoints.uploadCertificate, { body: upload });
}

export async function updateLogos(http: HttpClient, logos: CompanyLogos): Promise<void> {
  await http.request(companySetupEndpoints.updateLogos, { body: logos });
}
