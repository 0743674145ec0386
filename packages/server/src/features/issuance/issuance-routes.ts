import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cafeTemplatesSchema, generationAnswerSchema } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { listCompanyCafeTemplates } from './cafe-template-service.ts';
import { generateDocument, previewDocument, readNextNumber } from './issuance-service.ts';

const templateQuery = z.object({ codigoPlantilla: z.string().max(20).optional() });
const idempotencyHeaders = z
  .object({ 'idempotency-key': z.string().min(1).max(200).optional() })
  .passthrough();

export function registerIssuanceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/generacion/comprobantes',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['generacion'],
        querystring: templateQuery,
        headers: idempotencyHeaders,
        body: z.unknown(),
        response: { 200: generationAnswerSchema },
      },
    },
    async (request) =>
      generateDocument(ctx, requireAuth(request), request.body, {
        templateCode: request.query.codigoPlantilla,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  api.post(
    '/api/generacion/comprobantes/cafe/comprobante',
    {
      preHandler: authenticate(),
      schema: { tags: ['generacion'], querystring: templateQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const pdf = await previewDocument(
        ctx,
        requireAuth(request),
        request.body,
        request.query.codigoPlantilla,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="vista-previa-cafe.pdf"')
        .send(pdf);
    },
  );

  api.get(
    '/api/asignacion/secuencial/usuario/secuencial/:assignmentId/:tipo',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['generacion'],
        params: z.object({ assignmentId: z.coerce.number().int().positive(), tipo: z.string().max(2) }),
        response: {
          200: z.object({
            codigoSucursal: z.string(),
            puntoFacturacion: z.string(),
            numero: z.string(),
            secuencial: z.string(),
          }),
        },
      },
    },
    async (request) => readNextNumber(ctx, requireAuth(request), request.params.assignmentId),
  );

  api.get(
    '/api/v1/cafe/buscar/:ruc/:tipo',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['generacion'],
        params: z.object({ ruc: z.string().min(1).max(40), tipo: z.string().max(2) }),
        response: { 200: cafeTemplatesSchema },
      },
    },
    async (request) => listCompanyCafeTemplates(ctx, requireAuth(request), request.params.ruc),
  );
}
