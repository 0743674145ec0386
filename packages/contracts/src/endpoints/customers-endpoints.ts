import { z } from 'zod';
import {
  countrySearchResultSchema,
  customerAnswerSchema,
  customerPageSchema,
  customerRegistrationSchema,
  customerUpdateSchema,
} from '../customers.ts';
import { geographicItemsSchema } from '../catalogues.ts';
import { companyParamsSchema, defineEndpoint, rowIdSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';

/** Customers (spec 001 §2 'Customers', §7 'Customers'): the company's list and its changes. */
export const customerEndpoints = {
  listCustomers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clientes/:ruc',
    access: 'company',
    apiKeyScope: 'maestros',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: customerPageSchema,
    tags: ['clientes'],
  }),
  registerCustomer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clientes/registro-cliente',
    access: 'company',
    apiKeyScope: 'maestros',
    body: customerRegistrationSchema,
    response: customerAnswerSchema,
    tags: ['clientes'],
  }),
  /** The 'also as supplier' tick: the same body, the location in the path (0 for a foreign customer). */
  registerCustomerAsProvider: defineEndpoint({
    method: 'POST',
    path: '/api/admin/proveedores/registro-proveedor/:idUbicacionGeografica',
    access: 'company',
    params: z.object({ idUbicacionGeografica: z.string().trim().min(1).max(20) }),
    body: customerRegistrationSchema,
    response: customerAnswerSchema,
    tags: ['proveedores'],
  }),
  updateCustomer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/clientes/actualizar-cliente/:idAsignacionEmpresaCliente',
    access: 'company',
    apiKeyScope: 'maestros',
    params: z.object({ idAsignacionEmpresaCliente: rowIdSchema }),
    body: customerUpdateSchema,
    response: customerAnswerSchema,
    tags: ['clientes'],
  }),
  /** The whole list as a spreadsheet (the screen's export; spec 001 §2 names no path). */
  exportCustomers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clientes/exportar/:ruc',
    access: 'company',
    apiKeyScope: 'maestros',
    params: companyParamsSchema,
    tags: ['clientes'],
  }),
  /** Every corregimiento as 'PROVINCIA / DISTRITO / CORREGIMIENTO' (the customer form's one picker). */
  unifiedLocations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/ubicacionGeografica/unificada',
    access: 'company',
    apiKeyScope: 'maestros',
    response: geographicItemsSchema,
    tags: ['catalogos'],
  }),
  searchCountries: defineEndpoint({
    method: 'GET',
    path: '/api/admin/pais/buscar',
    access: 'company',
    apiKeyScope: 'maestros',
    query: z.object({ parametroBusqueda: z.string().trim().max(100).default('') }),
    response: countrySearchResultSchema,
    tags: ['catalogos'],
  }),
};
