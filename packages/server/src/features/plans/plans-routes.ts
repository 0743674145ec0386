import type { FastifyInstance } from 'fastify';
import { planAdminEndpoints, planEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  changeBankAccount,
  changePlan,
  createBankAccount,
  createPlan,
  listManagedBankAccounts,
  listManagedPlans,
} from './plan-admin-service.ts';
import { listPackagesForReview, listPurchaseReceipts, reviewPayment } from './payment-review-service.ts';
import {
  annulOwnPurchase,
  checkPurchaseEligibility,
  listBankAccounts,
  listPlans,
  listPreContractedPackages,
  readPurchaseTax,
  registerPurchase,
  uploadProof,
} from './plans-service.ts';

/** Spec 001 §7 'Plans and payments': the plans, a company's purchases and the administrator's review. */
export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, planEndpoints.plans, {}, async () => listPlans(ctx));
  registerRoute(app, planEndpoints.purchaseTax, {}, async () => readPurchaseTax(ctx));
  registerRoute(app, planEndpoints.bankAccounts, {}, async ({ params, request }) =>
    listBankAccounts(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.eligibility, {}, async ({ params, request }) =>
    checkPurchaseEligibility(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.preContracted, {}, async ({ params, request }) =>
    listPreContractedPackages(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.purchase, {}, async ({ body, request }) =>
    registerPurchase(ctx, requireAuth(request), body),
  );
  registerRoute(app, planEndpoints.uploadProof, {}, async ({ body, request }) =>
    uploadProof(ctx, requireAuth(request), body),
  );
  registerRoute(app, planEndpoints.annul, {}, async ({ params, request }) =>
    annulOwnPurchase(ctx, requireAuth(request), params.idAsignacionPaqueteEmpresa),
  );
  registerRoute(app, planEndpoints.forReview, {}, async ({ query }) => listPackagesForReview(ctx, query));
  registerRoute(app, planEndpoints.receipts, {}, async ({ params }) =>
    listPurchaseReceipts(ctx, params.idAsignacionPaqueteEmpresa),
  );
  registerRoute(app, planEndpoints.review, {}, async ({ body, request }) =>
    reviewPayment(ctx, requireAuth(request), body),
  );
  registerRoute(app, planAdminEndpoints.plans, {}, async () => listManagedPlans(ctx));
  registerRoute(app, planAdminEndpoints.createPlan, {}, async ({ body }) => createPlan(ctx, body));
  registerRoute(app, planAdminEndpoints.updatePlan, {}, async ({ params, body }) =>
    changePlan(ctx, params.idPaquete, body),
  );
  registerRoute(app, planAdminEndpoints.bankAccounts, {}, async () => listManagedBankAccounts(ctx));
  registerRoute(app, planAdminEndpoints.createBankAccount, {}, async ({ body }) =>
    createBankAccount(ctx, body),
  );
  registerRoute(app, planAdminEndpoints.updateBankAccount, {}, async ({ params, body }) =>
    changeBankAccount(ctx, params.idCuentaBancaria, body),
  );
}
