import { z } from 'zod';
import { companyParamsSchema, defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import { pagedSchema, pageQuerySchema } from '../paged.ts';
import {
  companyUserSchema,
  newUserRequestSchema,
  profileSchema,
  userAssignmentParamsSchema,
  userProfileParamsSchema,
  userSearchQuerySchema,
  userUpdateRequestSchema,
} from '../users.ts';

/** 'Administración de Usuarios' (spec 000 §7): the company's administrators manage its users. */
export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/usuarios/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    query: pageQuerySchema,
    response: pagedSchema(companyUserSchema),
    tags: ['usuarios'],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/admin/usuarios/buscar/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    query: userSearchQuerySchema,
    response: z.array(companyUserSchema),
    tags: ['usuarios'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/usuarios/registro-usuario',
    access: 'companyAdmin',
    body: newUserRequestSchema,
    response: messageAnswerSchema.extend({ idAsignacionEmpresaUsuario: z.number().int() }),
    tags: ['usuarios'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/usuarios/actualizar-usuario/:idAsignacionEmpresaUsuario',
    access: 'companyAdmin',
    params: userAssignmentParamsSchema,
    body: userUpdateRequestSchema,
    response: messageAnswerSchema,
    tags: ['usuarios'],
  }),
  profiles: defineEndpoint({
    method: 'GET',
    path: '/api/admin/usuarios/cargar-perfiles/:ruc',
    access: 'companyAdmin',
    params: companyParamsSchema,
    response: z.array(profileSchema),
    tags: ['usuarios'],
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/usuarios/actualizar-perfil-usuario/:idAsignacionEmpresaUsuario/:idPerfil',
    access: 'companyAdmin',
    params: userProfileParamsSchema,
    response: messageAnswerSchema,
    tags: ['usuarios'],
  }),
};
