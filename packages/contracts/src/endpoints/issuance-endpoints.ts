import { z } from 'zod';
import { generationRequestFieldsSchema } from '@facturar/domain';
import {
  cancellationRequestSchema,
  cancellationResponseSchema,
  cufeParamsSchema,
  documentByCufeSchema,
  referencedDocumentSchema,
} from '../cancellation.ts';
import {
  cafeTemplatesSchema,
  generationAnswerSchema,
  idempotencyHeadersSchema,
  nextNumberSchema,
} from '../emission.ts';
import { companyRucSchema, defineEndpoint } from '../endpoint.ts';
import { cafeTemplateQuerySchema } from '../voucher-downloads.ts';

/** A document type code as the paths carry it ('01' … '09'). */
const documentTypeParam = z.string().max(2);

/** Generation, its CAFE preview and what the emission form asks before it (spec 002 §7). */
export const issuanceEndpoints = {
  /**
   * The body is the domain's generation request; the server judges it with the domain's full schema
   * (rules between fields, dates against its clock), so its refusals carry the form's messages.
   */
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/generacion/comprobantes',
    access: 'company',
    apiKeyScope: 'emitir',
    query: cafeTemplateQuerySchema,
    headers: idempotencyHeadersSchema,
    body: generationRequestFieldsSchema,
    response: generationAnswerSchema,
    tags: ['generacion'],
  }),
  /** The CAFE of the form as it stands, as PDF: nothing is numbered or stored. */
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/generacion/comprobantes/cafe/comprobante',
    access: 'company',
    apiKeyScope: 'emitir',
    query: cafeTemplateQuerySchema,
    body: generationRequestFieldsSchema,
    tags: ['generacion'],
  }),
  nextNumber: defineEndpoint({
    method: 'GET',
    path: '/api/asignacion/secuencial/usuario/secuencial/:assignmentId/:tipo',
    access: 'company',
    params: z.object({ assignmentId: z.coerce.number().int().positive(), tipo: documentTypeParam }),
    response: nextNumberSchema,
    tags: ['generacion'],
  }),
  cafeTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/v1/cafe/buscar/:ruc/:tipo',
    access: 'company',
    service: 'v1',
    apiKeyScope: 'emitir',
    params: z.object({ ruc: companyRucSchema, tipo: documentTypeParam }),
    response: cafeTemplatesSchema,
    tags: ['generacion'],
  }),
};

/** The cancellation event and the lookups by CUFE (spec 002 §5, §7). */
export const cancellationEndpoints = {
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/eventos/anular/comprobante',
    access: 'company',
    apiKeyScope: 'anular',
    body: cancellationRequestSchema,
    response: cancellationResponseSchema,
    tags: ['eventos'],
  }),
  documentByCufe: defineEndpoint({
    method: 'GET',
    path: '/api/comprobante/buscar/cufe/:cufe',
    access: 'company',
    apiKeyScope: 'consultar',
    params: cufeParamsSchema,
    response: documentByCufeSchema,
    tags: ['eventos'],
  }),
  /** The issuer data a credit or debit note copies from the document it refers to. */
  referencedDocument: defineEndpoint({
    method: 'GET',
    path: '/api/comprobante/buscar/cufeReferenciado/:cufe',
    access: 'company',
    apiKeyScope: 'emitir',
    params: cufeParamsSchema,
    response: referencedDocumentSchema,
    tags: ['generacion'],
  }),
};
