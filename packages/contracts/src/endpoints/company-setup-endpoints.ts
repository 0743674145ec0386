import { z } from 'zod';
import { certificateUploadSchema, companyLogosSchema } from '../certificate-and-logos.ts';
import { defineEndpoint } from '../endpoint.ts';

const okSchema = z.object({ mensaje: z.string() });

/** The company's signing certificate and logos (spec 000 §2 'Certificate and logo dialogs', §7). */
export const companySetupEndpoints = {
  uploadCertificate: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/usuario/registro/certificado',
    access: 'companyAdmin',
    body: certificateUploadSchema,
    response: okSchema,
    tags: ['empresa'],
  }),
  updateLogos: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/usuario/actualizar/empresa',
    access: 'companyAdmin',
    body: companyLogosSchema,
    response: okSchema,
    tags: ['empresa'],
  }),
};
