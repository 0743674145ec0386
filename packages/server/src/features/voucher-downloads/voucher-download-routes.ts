import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cafeTemplateQuerySchema,
  resendEmailsSchema,
  resendMessages,
  resendRequestSchema,
  zipFileName,
  zipRequestSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { loadVoucherFile, renderVoucherPdf } from './voucher-files.ts';
import { resendVoucherMail } from './voucher-mail.ts';
import { buildVoucherZip } from './voucher-zip.ts';

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
      const file = await loadVoucherFile(ctx, requireAuth(request).ruc, String(request.params.id));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.accessKey}.xml"`)
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
      const file = await loadVoucherFile(ctx, requireAuth(request).ruc, String(request.params.id));
      const pdf = await renderVoucherPdf(file, request.query.codigoPlantilla);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.accessKey}.pdf"`)
        .send(pdf);
    },
  );

  api.post(
    '/api/utilidades/generar/zip',
    {
      preHandler: authenticate(),
      schema: { tags: ['utilidades'], body: zipRequestSchema },
    },
    async (request, reply) => {
      const zip = await buildVoucherZip(ctx, requireAuth(request).ruc, request.body.idComprobantes);
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
    async (request) => {
      const file = await loadVoucherFile(ctx, requireAuth(request).ruc, String(request.params.id));
      return file.receiverEmails;
    },
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
    async (request) => {
      const { correos, idComprobanteElectronico } = request.body;
      const file = await loadVoucherFile(ctx, requireAuth(request).ruc, String(idComprobanteElectronico));
      await resendVoucherMail(ctx, file, correos, request.query.codigoPlantilla);
      return { mensaje: resendMessages.sent };
    },
  );
}
