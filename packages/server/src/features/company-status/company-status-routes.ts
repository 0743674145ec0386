import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableVouchersSchema,
  companyNotificationsSchema,
  companyValidationRequestSchema,
  companyValidationResponseSchema,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
import {
  countAvailableVouchers,
  readCompanyNotifications,
  validateCompany,
} from './company-status-service.ts';

const rucParams = z.object({ ruc: z.string().min(1).max(40) });

export function registerCompanyStatusRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: Authenticate,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/generacion/comprobantes/validacion',
    {
      preHandler: authenticate(),
      schema: {
        tags: ['empresa'],
        body: companyValidationRequestSchema,
        response: { 200: companyValidationResponseSchema },
      },
    },
    async (request) => validateCompany(ctx, requireAuth(request), request.body),
  );

  api.get(
    '/api/admin/empresas/actualizar-notificacion-empresa/:ruc',
    {
      preHandler: authenticate(),
      schema: { tags: ['empresa'], params: rucParams, response: { 200: companyNotificationsSchema } },
    },
    async (request) => readCompanyNotifications(ctx, requireAuth(request), request.params.ruc),
  );

  api.get(
    '/api/paquete/disponible/:ruc',
    {
      preHandler: authenticate(),
      schema: { tags: ['paquetes'], params: rucParams, response: { 200: availableVouchersSchema } },
    },
    async (request) => countAvailableVouchers(ctx, requireAuth(request), request.params.ruc),
  );
}
