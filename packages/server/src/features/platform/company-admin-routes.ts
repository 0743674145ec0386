import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  filterOf,
  listAccountingFirms,
  listPaymentTypes,
  readCompanyPage,
  suggestNonPartnerCompanies,
  updateCompany,
  updateSubscriptionKey,
} from './company-admin-service.ts';
import { assignPartnerProfile } from './partner-profile-service.ts';

/** SUS, AEM, ACT and the company update: the platform administrator's calls (access platformAdmin). */
export function registerCompanyAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, platformEndpoints.companies, {}, async ({ query }) => readCompanyPage(ctx, {}, query));
  for (const endpoint of [platformEndpoints.searchCompanies, platformEndpoints.searchCompaniesSlash]) {
    registerRoute(app, endpoint, {}, async ({ query }) =>
      readCompanyPage(ctx, { term: query.parametroBusqueda }, query),
    );
  }
  for (const endpoint of [platformEndpoints.filterCompanies, platformEndpoints.filterCompaniesSlash]) {
    registerRoute(app, endpoint, {}, async ({ query }) => readCompanyPage(ctx, filterOf(query), query));
  }
  registerRoute(app, platformEndpoints.updateSubscriptionKey, {}, async ({ params, body }) => ({
    mensaje: await updateSubscriptionKey(ctx, params.ruc, body.subscriptionKey),
  }));
  registerRoute(app, platformEndpoints.updateCompany, {}, async ({ body }) => ({
    mensaje: await updateCompany(ctx, body),
  }));
  registerRoute(app, platformEndpoints.companyAutocomplete, {}, async ({ query }) =>
    suggestNonPartnerCompanies(ctx, query.parametroBusqueda),
  );
  registerRoute(app, platformEndpoints.accountingFirms, {}, async () => listAccountingFirms(ctx));
  registerRoute(app, platformEndpoints.paymentTypes, {}, async () => listPaymentTypes(ctx));
  registerRoute(app, platformEndpoints.assignPartnerProfile, {}, async ({ body }) => ({
    mensaje: await assignPartnerProfile(ctx, body),
  }));
}
