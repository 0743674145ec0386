import {
  certificateUploadSchema,
  companyLogosSchema,
  loadedCertificateSchema,
} from '../certificate-and-logos.ts';
import { companyParamsSchema, defineEndpoint, messageAnswerSchema } from '../endpoint.ts';

/** The company's signing certificate and logos (spec 000 §2 'Certificate and logo dialogs', §7). */
export const companySetupEndpoints = {
  uploadCertificate: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/usuario/registro/certificado',
    access: 'companyAdmin',
    body: certificateUploadSchema,
    response: messageAnswerSchema,
    tags: ['empresa'],
  }),
  /** The certificate the company signs with, shown above the upload (issue 29). */
  loadedCertificate: defineEndpoint({
    method: 'GET',
    path: '/api/cuenta/empresa/:ruc/certificado',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: loadedCertificateSchema,
    tags: ['empresa'],
  }),
  updateLogos: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/usuario/actualizar/empresa',
    access: 'companyAdmin',
    body: companyLogosSchema,
    response: messageAnswerSchema,
    tags: ['empresa'],
  }),
};
