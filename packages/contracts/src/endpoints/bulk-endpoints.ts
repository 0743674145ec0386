import { defineEndpoint } from '../endpoint.ts';

/**
 * CMR 'Carga de rucs para consulta masiva' (spec 002 §7): an .xlsx of RUCs in, 'Consulta-{timestamp}.xlsx'
 * out. Any signed-in user may check RUCs (every profile's menu has CMR); nothing of a company is read.
 */
export const rucCheckEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clientes/verificar/loteRuc',
    access: 'session',
    consumes: ['multipart/form-data'],
    tags: ['consultas'],
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clientes/verificar/loteRuc/plantilla',
    access: 'session',
    tags: ['consultas'],
  }),
};
