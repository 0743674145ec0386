import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliationAnswerSchema,
  companySetupSchema,
  pacCompanyBodySchema,
  qrActionParamsSchema,
  qrAnswerSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import { affiliateCompanyToPac, readCompanySetup, requestQrSecurityCode } from './pac-affiliation-service.ts';

const rucParams = z.object({ ruc: z.string().min(1).max(40) });

/** Spec 000 §7: the company view of the setup dialogs, PAC affiliation and the QR security code. */
export function registerPacAffiliationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cuenta/usuario/empresa/:ruc',
    {
      preHandler: authenticate(),
      schema: { tags: ['empresa'], params: rucParams, response: { 200: companySetupSchema } },
    },
    async (request) => readCompanySetup(ctx, requireAuth(request), request.params.ruc),
  );

  api.post(
    '/api/admin/empresas/afiliacion-empresa-pac/dgi',
    {
      preHandler: authenticate(),
      schema: { tags: ['empresa'], body: pacCompanyBodySchema, response: { 200: affiliationAnswerSchema } },
    },
    async (request) => affiliateCompanyToPac(ctx, requireAuth(request), request.body.rucEmpresa),
  );

  api.post(
    '/api/admin/empresas/afiliacion-codigo-seguridad-qr/dgi/:accion',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['empresa'],
        params: qrActionParamsSchema,
        body: pacCompanyBodySchema,
        response: { 200: qrAnswerSchema },
      },
    },
    async (request) =>
      requestQrSecurityCode(
        ctx,
        requireAuth(request),
        request.body.rucEmpresa,
        request.params.accion === '1' ? 1 : 2,
      ),
  );
}
