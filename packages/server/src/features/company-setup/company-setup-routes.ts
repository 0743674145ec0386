import type { FastifyInstance } from 'fastify';
import { companySetupEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readLoadedCertificate, updateLogos, uploadCertificate } from './company-setup-service.ts';

/** Spec 000 §7: the company's certificate and logos, set by its administrators. */
export function registerCompanySetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, companySetupEndpoints.uploadCertificate, {}, async ({ body, request }) =>
    uploadCertificate(ctx, requireAuth(request), body),
  );
  registerRoute(app, companySetupEndpoints.loadedCertificate, {}, async ({ params, request }) =>
    readLoadedCertificate(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, companySetupEndpoints.updateLogos, {}, async ({ body, request }) =>
    updateLogos(ctx, requireAuth(request), body),
  );
}
