import type { FastifyInstance } from 'fastify';
import { companyEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { affiliateCompanyToPac, readCompanySetup, requestQrSecurityCode } from './pac-affiliation-service.ts';

/** Spec 000 §7: the company view of the setup dialogs, PAC affiliation and the QR security code. */
export function registerPacAffiliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, companyEndpoints.setup, {}, async ({ params, request }) =>
    readCompanySetup(ctx, requireAuth(request), params.ruc),
  );
  registerRoute(app, companyEndpoints.pacAffiliation, {}, async ({ body, request }) =>
    affiliateCompanyToPac(ctx, requireAuth(request), body.rucEmpresa),
  );
  registerRoute(app, companyEndpoints.qrSecurityCode, {}, async ({ params, body, request }) =>
    requestQrSecurityCode(ctx, requireAuth(request), body.rucEmpresa, params.accion === '1' ? 1 : 2),
  );
}
