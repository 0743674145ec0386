import {
  buildApiPath,
  companySetupEndpoints,
  type CertificateUpload,
  type CompanyLogos,
} from '@facturar/contracts';
import { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

const okSchema = z.object({ mensaje: z.string() });

export async function uploadCertificate(http: HttpClient, upload: CertificateUpload): Promise<void> {
  await http.call({
    service: 'core',
    path: buildApiPath(companySetupEndpoints.uploadCertificate),
    method: 'POST',
    body: upload,
    schema: okSchema,
  });
}

export async function updateLogos(http: HttpClient, logos: CompanyLogos): Promise<void> {
  await http.call({
    service: 'core',
    path: buildApiPath(companySetupEndpoints.updateLogos),
    method: 'POST',
    body: logos,
    schema: okSchema,
  });
}
