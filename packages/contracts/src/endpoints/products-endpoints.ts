import { z } from 'zod';
import { companyParamsSchema, defineEndpoint, rowIdSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';
import {
  cpbsCodingsSchema,
  productAnswerSchema,
  productFormSchema,
  productPageSchema,
  unitFamiliesSchema,
  unitMeasuresSchema,
  unitsSchema,
} from '../products.ts';

const lookupId = z.coerce.number().int().min(0).max(9999);

/** Products and services (spec 001 §2 'Products and services', §7 'Products'). */
export const productEndpoints = {
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/productos/:ruc',
    access: 'company',
    apiKeyScope: 'maestros',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: productPageSchema,
    tags: ['productos'],
  }),
  registerProduct: defineEndpoint({
    method: 'POST',
    path: '/api/admin/productos/registro-producto',
    access: 'company',
    apiKeyScope: 'maestros',
    body: productFormSchema,
    response: productAnswerSchema,
    tags: ['productos'],
  }),
  updateProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/productos/actualizar-producto/:idProducto',
    access: 'company',
    apiKeyScope: 'maestros',
    params: z.object({ idProducto: rowIdSchema }),
    body: productFormSchema,
    response: productAnswerSchema,
    tags: ['productos'],
  }),
  unitMeasures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/unidadMedida/buscar/medida',
    access: 'company',
    apiKeyScope: 'maestros',
    response: unitMeasuresSchema,
    tags: ['catalogos'],
  }),
  unitFamilies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/unidadMedida/buscar/familiaMedida/:idMedida',
    access: 'company',
    apiKeyScope: 'maestros',
    params: z.object({ idMedida: lookupId }),
    response: unitFamiliesSchema,
    tags: ['catalogos'],
  }),
  units: defineEndpoint({
    method: 'GET',
    path: '/api/admin/unidadMedida/buscar/unidadMedida/:idFamiliaMedida',
    access: 'company',
    apiKeyScope: 'maestros',
    params: z.object({ idFamiliaMedida: lookupId }),
    response: unitsSchema,
    tags: ['catalogos'],
  }),
  cpbsSegments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bienesServicios/buscar/segmento',
    access: 'company',
    apiKeyScope: 'maestros',
    response: cpbsCodingsSchema,
    tags: ['catalogos'],
  }),
  cpbsFamilies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bienesServicios/buscar/familia/:idSegmento',
    access: 'company',
    apiKeyScope: 'maestros',
    params: z.object({ idSegmento: lookupId }),
    response: cpbsCodingsSchema,
    tags: ['catalogos'],
  }),
};
