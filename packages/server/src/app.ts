import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { applySpanishMessages } from '@facturar/contracts';
import type { AppContext } from './app-context.ts';
import type { TrustProxy } from './config.ts';
import { registerAuthRoutes, verifyAccess } from './features/auth/index.ts';
import { readPortalToken, registerReceiverPortalRoutes } from './features/receiver-portal/index.ts';
import { registerAuditRoutes } from './features/audit/index.ts';
import { registerCompanyStatusRoutes } from './features/company-status/index.ts';
import { registerCatalogueRoutes } from './features/catalogues/index.ts';
import { registerHealthRoutes, type Readiness } from './features/health/index.ts';
import { registerProductRoutes, registerProductSearchRoutes } from './features/products/index.ts';
import { registerBillingPointRoutes } from './features/billing-points/index.ts';
import {
  registerCustomerRoutes,
  registerCustomerSearchRoutes,
  registerProviderRoutes,
} from './features/customers/index.ts';
import { registerVerificationRoutes } from './features/verification/index.ts';
import { registerDocumentSharingRoutes } from './features/document-sharing/index.ts';
import { registerDocumentDeliveryRoutes } from './features/document-delivery/index.ts';
import { registerRecurringInvoiceRoutes } from './features/recurring-invoices/index.ts';
import { registerDraftRoutes, registerQuoteRoutes } from './features/drafts/index.ts';
import { registerCancellationRoutes, registerIssuanceRoutes } from './features/issuance/index.ts';
import { registerPacAffiliationRoutes } from './features/pac-affiliation/index.ts';
import { registerPermissionRoutes } from './features/permissions/index.ts';
import { registerVoucherListRoutes } from './features/voucher-lists/index.ts';
import { registerVoucherDownloadRoutes } from './features/voucher-downloads/index.ts';
import { registerReceivedVoucherRoutes } from './features/received-vouchers/index.ts';
import { registerPlanRoutes } from './features/plans/index.ts';
import { registerReportRoutes } from './features/reports/index.ts';
import { registerUserRoutes } from './features/users/index.ts';
import { registerRucCheckRoutes } from './features/ruc-check/index.ts';
import { registerBulkDocumentRoutes } from './features/bulk-documents/index.ts';
import { registerCustomerUploadRoutes } from './features/customer-upload/index.ts';
import { registerCompanyAdminRoutes, registerPartnerRoutes } from './features/platform/index.ts';
import { registerPacConnectionRoutes } from './features/pac-connection/index.ts';
import { registerRegistrationRoutes } from './features/registration/index.ts';
import { registerCompanySetupRoutes } from './features/company-setup/index.ts';
import { registerAssistanceRoutes } from './features/assistance/index.ts';
import { auditApiKeyWrite, registerIntegrationRoutes, verifyApiKey } from './features/integrations/index.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installInputGuard } from './http/input-guard.ts';
import { registerOpenApiRoute } from './http/openapi.ts';
import { registerWebApp } from './http/web-app.ts';

/** Fastify's form of TRUST_PROXY: a hop count is a function of the hop (as proxy-addr reads a number). */
function readTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export type BuildAppOptions = {
  /** Pino's level for the request logs; without it they are off. */
  logLevel?: string;
  serveWeb?: boolean;
  readiness?: Readiness;
};

/** The HTTP application: every route of every feature, on one AppContext. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  applySpanishMessages();
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    bodyLimit: 12 * 1024 * 1024,
    // Only the configured proxies may name the client's address (TRUST_PROXY): the sign-in limits key on it.
    trustProxy: readTrustProxy(ctx.config.trustProxy),
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', undefined);
  app.decorateRequest('receiver', undefined);
  app.decorate('verifyAccess', (token: string) => verifyAccess(ctx, token));
  app.decorate('verifyReceiver', (token: string) => readPortalToken(ctx.secrets.jwtKey, token, ctx.now()));
  installErrorHandler(app);
  installInputGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  app.decorate('verifyApiKey', (key: string, address: string) => verifyApiKey(ctx, key, address));
  app.decorate('auditApiKeyWrite', (auth, call, status) => auditApiKeyWrite(ctx, auth, call, status));
  // Each API key has its own budget across every call it may make; users' calls are not counted here.
  app.decorate(
    'apiKeyRateLimit',
    app.rateLimit({
      max: ctx.config.apiKeyRateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `clave-api:${request.auth?.apiKey?.id ?? ''}`,
      allowList: (request) => request.auth?.apiKey === undefined,
    }),
  );
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Facturar API',
        version: '1.0.0',
        description: 'Facturación electrónica DGI Panamá (rFE v1.00).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fct_live_… / fct_test_…',
            description:
              'Clave de API de la empresa (Integraciones), como `Authorization: Bearer fct_live_…`. ' +
              'También se acepta en la cabecera `X-API-Key`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  registerHealthRoutes(app, ctx, options.readiness);
  registerAuthRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerCompanyStatusRoutes(app, ctx);
  registerIssuanceRoutes(app, ctx);
  registerCancellationRoutes(app, ctx);
  registerCatalogueRoutes(app);
  registerProductSearchRoutes(app, ctx);
  registerPacAffiliationRoutes(app, ctx);
  registerVoucherListRoutes(app, ctx);
  registerVoucherDownloadRoutes(app, ctx);
  registerDocumentDeliveryRoutes(app, ctx);
  registerReceivedVoucherRoutes(app, ctx);
  registerCustomerSearchRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerRucCheckRoutes(app, ctx);
  registerBulkDocumentRoutes(app, ctx);
  registerCustomerUploadRoutes(app, ctx);
  registerCompanyAdminRoutes(app, ctx);
  registerPacConnectionRoutes(app, ctx);
  registerPartnerRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerBillingPointRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerDocumentSharingRoutes(app, ctx);
  registerReceiverPortalRoutes(app, ctx);
  registerRecurringInvoiceRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerCompanySetupRoutes(app, ctx);
  registerAssistanceRoutes(app, ctx);
  registerIntegrationRoutes(app, ctx);
  registerDraftRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerOpenApiRoute(app);
  if (options.serveWeb !== false) await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
