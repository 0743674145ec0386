import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableVouchersSchema,
  companyNotificationsSchema,
  companyValidationRequestSchema,
  companyValidationResponseSchema,
} from '@facturar/contracts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../http/app-error.ts';
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
    async (request) => {
      const auth = requireAuth(request);
      if (request.body.idAsignacionEmpresaUsuario !== auth.assignmentId) {
        throw new AppError('forbidden', messages.forbidden, { mensajeSistema: 'ASIGNACION_AJENA' });
      }
      await assertCompanyAccess(ctx.db, auth, request.body.rucEmpresa);
      return validateCompany(ctx, request.body.rucEmpresa, auth.assignmentId);
    },
  );

  api.get(
    '/api/admin/empresas/actualizar-notificacion-empresa/:ruc',
    {
      preHandler: authenticate(),
      schema: { tags: ['empresa'], params: rucParams, response: { 200: companyNotificationsSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await assertCompanyAccess(ctx.db, auth, request.params.ruc);
      const own = auth.ruc === request.params.ruc ? auth.assignmentId : undefined;
      const { errores, advertencias, eventos, noticias } = await readCompanyNotifications(
        ctx,
        request.params.ruc,
        own,
      );
      return { errores, advertencias, eventos, noticias };
    },
  );

  api.get(
    '/api/paquete/disponible/:ruc',
    {
      preHandler: authenticate(),
      schema: { tags: ['paquetes'], params: rucParams, response: { 200: availableVouchersSchema } },
    },
    async (request) => {
      await assertCompanyAccess(ctx.db, requireAuth(request), request.params.ruc);
      return countAvailableVouchers(ctx, request.params.ruc);
    },
  );
}
