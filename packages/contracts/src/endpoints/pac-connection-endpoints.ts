import { z } from 'zod';
import { bigRowIdSchema, companyParamsSchema, defineEndpoint } from '../endpoint.ts';
import {
  pacConnectionBodySchema,
  pacConnectionSchema,
  pacConnectionTestSchema,
  pacFoliosSchema,
  pacMailTrackingSchema,
} from '../pac-connection.ts';

/** The PAC each company issues through (issue 30): kept by the platform, read by the company's ADM. */
export const pacConnectionEndpoints = {
  pacConnection: defineEndpoint({
    method: 'GET',
    path: '/api/empresas/:ruc/conexion-pac',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: pacConnectionSchema,
    tags: ['empresas'],
  }),
  savePacConnection: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/empresas/:ruc/conexion-pac',
    access: 'platformAdmin',
    params: companyParamsSchema,
    body: pacConnectionBodySchema,
    response: pacConnectionSchema,
    tags: ['empresas'],
  }),
  testPacConnection: defineEndpoint({
    method: 'POST',
    path: '/api/admin/empresas/:ruc/conexion-pac/probar',
    access: 'platformAdmin',
    params: companyParamsSchema,
    response: pacConnectionTestSchema,
    tags: ['empresas'],
  }),
  /** The folios left at a PAC that counts them (HKA/EBI), beside the plan's vouchers. */
  pacFolios: defineEndpoint({
    method: 'GET',
    path: '/api/empresas/:ruc/folios-pac',
    access: 'company',
    params: companyParamsSchema,
    response: pacFoliosSchema,
    tags: ['empresas'],
  }),
  /** A document's e-mails as the PAC that signed it tracked them (RastreoCorreo). */
  pacMailTracking: defineEndpoint({
    method: 'GET',
    path: '/api/comprobantes/entrega-pac/:id',
    access: 'company',
    params: z.object({ id: bigRowIdSchema }),
    response: pacMailTrackingSchema,
    tags: ['comprobantes'],
  }),
};
