import { z } from 'zod';
import {
  customerAnswerSchema,
  customerPageSchema,
  customerSearchResultItemsSchema,
  providerRegistrationSchema,
  providerUpdateSchema,
} from '../customers.ts';
import { companyParamsSchema, defineEndpoint, rowIdSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';

/** Providers (spec 001 §2 'Providers', §7 'Providers'): receivers kept in the provider role. */
export const providerEndpoints = {
  listProviders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/proveedores/:ruc',
    access: 'company',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: customerPageSchema,
    tags: ['proveedores'],
  }),
  searchProviders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/proveedores/buscar/:ruc',
    access: 'company',
    params: companyParamsSchema,
    query: z.object({ parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(100) }),
    response: customerSearchResultItemsSchema,
    tags: ['proveedores'],
  }),
  registerProvider: defineEndpoint({
    method: 'POST',
    path: '/api/admin/proveedores/registro-proveedor',
    access: 'company',
    body: providerRegistrationSchema,
    response: customerAnswerSchema,
    tags: ['proveedores'],
  }),
  updateProvider: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/proveedores/actualizar-proveedor/:idAsignacionEmpresaCliente',
    access: 'company',
    params: z.object({ idAsignacionEmpresaCliente: rowIdSchema }),
    body: providerUpdateSchema,
    response: customerAnswerSchema,
    tags: ['proveedores'],
  }),
};
