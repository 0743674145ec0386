import { z } from 'zod';
import {
  assignableUsersSchema,
  billingPointAnswerSchema,
  billingPointFormSchema,
  billingPointPageSchema,
  billingPointsSchema,
  pointAssignmentPageSchema,
} from '../billing-points.ts';
import { companyParamsSchema, defineEndpoint, messageAnswerSchema, rowIdSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';

/** Billing points and their assignment to users (spec 001 §7): the company's administrators only (000 §6). */
export const billingPointEndpoints = {
  listBillingPoints: defineEndpoint({
    method: 'GET',
    path: '/api/admin/secuenciales/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: billingPointPageSchema,
    tags: ['secuenciales'],
  }),
  registerBillingPoint: defineEndpoint({
    method: 'POST',
    path: '/api/admin/secuenciales/registro-secuencial',
    access: 'companyAdmin',
    body: billingPointFormSchema,
    response: billingPointAnswerSchema,
    tags: ['secuenciales'],
  }),
  updateBillingPoint: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/secuenciales/actualizar-secuencial/:idSecuencial',
    access: 'companyAdmin',
    params: z.object({ idSecuencial: rowIdSchema }),
    body: billingPointFormSchema,
    response: billingPointAnswerSchema,
    tags: ['secuenciales'],
  }),
  listAssignments: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: pointAssignmentPageSchema,
    tags: ['secuenciales'],
  }),
  assignableUsers: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/usuarios/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: assignableUsersSchema,
    tags: ['secuenciales'],
  }),
  assignablePoints: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/secuenciales/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: billingPointsSchema,
    tags: ['secuenciales'],
  }),
  /** The spec's GET that creates the assignment. */
  assignPoint: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/asignacion-secuencial-usuario/:idAsignacionEmpresaUsuario/:idSecuencial',
    access: 'companyAdmin',
    params: z.object({ idAsignacionEmpresaUsuario: rowIdSchema, idSecuencial: rowIdSchema }),
    response: messageAnswerSchema,
    tags: ['secuenciales'],
  }),
  /** The spec's GET that removes it. */
  removeAssignment: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/quitar-asignacion-secuencial-usuario/:idAsignacionSecuencialUsuario',
    access: 'companyAdmin',
    params: z.object({ idAsignacionSecuencialUsuario: rowIdSchema }),
    response: messageAnswerSchema,
    tags: ['secuenciales'],
  }),
};
