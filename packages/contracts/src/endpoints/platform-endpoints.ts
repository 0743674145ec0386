import { companyParamsSchema, defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import { pageQuerySchema } from '../paged.ts';
import {
  accountingFirmsSchema,
  companyAdminPageSchema,
  companyAutocompleteQuerySchema,
  companyChoicesSchema,
  companyFilterQuerySchema,
  companySearchQuerySchema,
  companyUpdateBodySchema,
  partnerProfileBodySchema,
  paymentTypesSchema,
  subscriptionKeyRequestSchema,
} from '../platform.ts';

/** The platform administrator's companies (spec 001 §2 'Companies (administration)', §7): SUS, AEM, ACT. */
export const platformEndpoints = {
  companies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/global',
    access: 'platformAdmin',
    query: pageQuerySchema,
    response: companyAdminPageSchema,
    tags: ['empresas'],
  }),
  searchCompanies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/buscar',
    access: 'platformAdmin',
    query: companySearchQuerySchema,
    response: companyAdminPageSchema,
    tags: ['empresas'],
  }),
  filterCompanies: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/busquedaParametros',
    access: 'platformAdmin',
    query: companyFilterQuerySchema,
    response: companyAdminPageSchema,
    tags: ['empresas'],
  }),
  /** The spec writes these two with a trailing slash too (`buscar/?parametroBusqueda=`); both are served. */
  searchCompaniesSlash: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/buscar/',
    access: 'platformAdmin',
    query: companySearchQuerySchema,
    response: companyAdminPageSchema,
    tags: ['empresas'],
    isHidden: true,
  }),
  filterCompaniesSlash: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/busquedaParametros/',
    access: 'platformAdmin',
    query: companyFilterQuerySchema,
    response: companyAdminPageSchema,
    tags: ['empresas'],
    isHidden: true,
  }),
  updateSubscriptionKey: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/empresas/actualizar-subscriptionkey/:ruc',
    access: 'platformAdmin',
    params: companyParamsSchema,
    body: subscriptionKeyRequestSchema,
    response: messageAnswerSchema,
    tags: ['empresas'],
  }),
  /** Spec 001 §7 does not show this path; it is named after its neighbours. */
  updateCompany: defineEndpoint({
    method: 'POST',
    path: '/api/admin/empresas/actualizar-empresa',
    access: 'platformAdmin',
    body: companyUpdateBodySchema,
    response: messageAnswerSchema,
    tags: ['empresas'],
  }),
  /** The company autocomplete of 'Asignar perfil partner a la empresa': companies that are not partners. */
  companyAutocomplete: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/contratante',
    access: 'platformAdmin',
    query: companyAutocompleteQuerySchema,
    response: companyChoicesSchema,
    tags: ['empresas'],
  }),
  /** ACT 'Contadores': the accounting firms with their companies and counts (docs/decisions/0040). */
  accountingFirms: defineEndpoint({
    method: 'GET',
    path: '/api/admin/empresas/contadoras',
    access: 'platformAdmin',
    response: accountingFirmsSchema,
    tags: ['empresas'],
  }),
  /** The configuration list of payment types (spec 001 §9). */
  paymentTypes: defineEndpoint({
    method: 'GET',
    path: '/api/admin/configuracion/tipos-pago',
    access: 'platformAdmin',
    response: paymentTypesSchema,
    tags: ['empresas'],
  }),
  /** ADP 'Asignar perfil partner a la empresa': the company becomes a partner firm with a new user. */
  assignPartnerProfile: defineEndpoint({
    method: 'POST',
    path: '/api/admin/usuarios/registro/perfil/partner',
    access: 'platformAdmin',
    body: partnerProfileBodySchema,
    response: messageAnswerSchema,
    tags: ['empresas'],
  }),
};
