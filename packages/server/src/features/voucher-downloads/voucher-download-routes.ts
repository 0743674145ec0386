import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cafeTemplateQuerySchema,
  resendEmailsSchema,
  resendRequestSchema,
  zipFileName,
  zipRequestSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import {
  downloadVoucherPdf,
  downloadVoucherXml,
  downloadVoucherZip,
  listResendEmails,
  resendVoucher,
} from './voucher-download-service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Downloads (XML, CAFE PDF, ZIP) and e-mail resend of the company's documents (spec 001 §7). */
export function registerVoucherDownloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/utilidades/generar/xml/:id',
    {
      preHandler: authenticate(),
      schema: { tags: ['utilidades'], params: idParams },
    },
    async (request, reply) => {
      const file = await downloadVoucherXml(ctx, requireAuth(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.xml);
    },
  );

  api.get(
    '/api/utilidades/generar/ride/:id',
    {
      preHandler: authenticate(),
      schema: { tags: ['utilidades'], params: idParams, querystring: cafeTemplateQuerySchema },
    },
    async (request, reply) => {
      const file = await downloadVoucherPdf(
        ctx,
        requireAuth(request),
        request.params.id,
        request.query.codigoPlantilla,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.pdf);
    },
  );

  api.post(
    '/api/utilidades/generar/zip',
    {
      preHandler: authenticate(),
      schema: { tags: ['utilidades'], body: zipRequestSchema },
    },
    async (request, reply) => {
      const zip = await downloadVoucherZip(ctx, requireAuth(request), request.body.idComprobantes);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zipFileName}"`)
        .send(zip);
    },
  );

  api.get(
    '/api/reenvio/comprobante/correos/:id',
    {
      preHandler: authenticate(),
      schema: { tags: ['reenvio'], params: idParams, response: { 200: resendEmailsSchema } },
    },
    async (request) => listResendEmails(ctx, requireAuth(request), request.params.id),
  );

  api.post(
    '/api/reenvio/comprobante/electronico',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['reenvio'],
        querystring: cafeTemplateQuerySchema,
        body: resendRequestSchema,
        response: { 200: z.object({ mensaje: z.string() }) },
      },
    },
    async (request) => resendVoucher(ctx, requireAuth(request), request.body, request.query.codigoPlantilla),
  );
}
