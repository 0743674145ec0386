import type { FastifyInstance } from 'fastify';
import { planAdminEndpoints, planEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth, type Authenticate } from '../../http/authenticate.ts';
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
export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext, authenticate: Authenticate): void {
  const signedIn = { preHandler: authenticate() };
  registerRoute(app, planEndpoints.plans, signedIn, async () => listPlans(ctx));
  registerRoute(app, planEndpoints.purchaseTax, signedIn, async () => readPurchaseTax(ctx));
  registerRoute(app, planEndpoints.bankAccounts, signedIn, async ({ params, request }) =>
    listBankAccounts(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.eligibility, signedIn, async ({ params, request }) =>
    checkPurchaseEligibility(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.preContracted, signedIn, async ({ params, request }) =>
    listPreContractedPackages(ctx, requireAuth(request), params.companyId),
  );
  registerRoute(app, planEndpoints.purchase, signedIn, async ({ body, request }) =>
    registerPurchase(ctx, requireAuth(request), body),
  );
  registerRoute(app, planEndpoints.uploadProof, signedIn, async ({ body, request }) =>
    uploadProof(ctx, requireAuth(request), body),
  );
  registerRoute(app, planEndpoints.annul, signedIn, async ({ params, request }) =>
    annulOwnPurchase(ctx, requireAuth(request), params.idAsignacionPaqueteEmpresa),
  );
  registerRoute(app, planEndpoints.forReview, signedIn, async ({ query }) =>
    listPackagesForReview(ctx, query),
  );
  registerRoute(app, planEndpoints.receipts, signedIn, async ({ params }) =>
    listPurchaseReceipts(ctx, params.idAsignacionPaqueteEmpresa),
  );
  registerRoute(app, planEndpoints.review, signedIn, async ({ body, request }) =>
    reviewPayment(ctx, requireAuth(request), body),
  );
  registerRoute(app, planAdminEndpoints.plans, signedIn, async () => listManagedPlans(ctx));
  registerRoute(app, planAdminEndpoints.createPlan, signedIn, async ({ body }) => createPlan(ctx, body));
  registerRoute(app, planAdminEndpoints.updatePlan, signedIn, async ({ params, body }) =>
    changePlan(ctx, params.idPaquete, body),
  );
  registerRoute(app, planAdminEndpoints.bankAccounts, signedIn, async () => listManagedBankAccounts(ctx));
  registerRoute(app, planAdminEndpoints.createBankAccount, signedIn, async ({ body }) =>
    createBankAccount(ctx, body),
  );
  registerRoute(app, planAdminEndpoints.updateBankAccount, signedIn, async ({ params, body }) =>
    changeBankAccount(ctx, params.idCuentaBancaria, body),
  );
}
