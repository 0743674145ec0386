import {
  bankAccountsSchema,
  managedBankAccountSchema,
  managedBankAccountsSchema,
  managedPlanSchema,
  managedPlansSchema,
  planAdminEndpoints,
  type BankAccountForm,
  type PlanForm,
  buildApiPath,
  packagesForReviewSchema,
  planEndpoints,
  plansSchema,
  preContractedPackagesSchema,
  processAnswerSchema,
  purchaseAnswerSchema,
  purchaseEligibilitySchema,
  purchaseTaxSchema,
  receiptsSchema,
  type PaymentReview,
  type ProofUpload,
  type PurchaseRequest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** GET /pago/paquetes/todos: the plans on sale. */
export function plansQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: () =>
      http.call({ service: 'pay', path: buildApiPath(planEndpoints.plans), schema: plansSchema }),
    // The administrator may have changed the offer since: opening the screen asks again.
    staleTime: 0,
  });
}

/** GET /pago/impuesto: the ITBMS rate added to a plan's price (a configuration entry). */
export function purchaseTaxQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['purchase-tax'],
    queryFn: () =>
      http.call({ service: 'pay', path: buildApiPath(planEndpoints.purchaseTax), schema: purchaseTaxSchema }),
  });
}

/** GET /pago/cuentas/{companyId}: where to transfer or deposit. */
export function bankAccountsQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['bank-accounts', ruc],
    queryFn: () =>
      http.call({
        service: 'pay',
        path: buildApiPath(planEndpoints.bankAccounts, { companyId: ruc }),
        schema: bankAccountsSchema,
      }),
  });
}

/** GET /pago/validacion/compra/{companyId}: asked afresh on every 'Adquirir'. */
export function fetchPurchaseEligibility(http: HttpClient, ruc: string) {
  return http.call({
    service: 'pay',
    path: buildApiPath(planEndpoints.eligibility, { companyId: ruc }),
    schema: purchaseEligibilitySchema,
  });
}

/** GET /pago/precontratados/{companyId}: purchases waiting for their proof or their review. */
export function preContractedQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['pre-contracted', ruc],
    queryFn: () =>
      http.call({
        service: 'pay',
        path: buildApiPath(planEndpoints.preContracted, { companyId: ruc }),
        schema: preContractedPackagesSchema,
      }),
    staleTime: 0,
  });
}

/** POST /pago/registro. */
export function registerPurchase(http: HttpClient, request: PurchaseRequest) {
  return http.call({
    service: 'pay',
    path: buildApiPath(planEndpoints.purchase),
    method: 'POST',
    body: request,
    schema: purchaseAnswerSchema,
  });
}

/** PUT /pago/subir/voucher. */
export function uploadPaymentProof(http: HttpClient, upload: ProofUpload) {
  return http.call({
    service: 'pay',
    path: buildApiPath(planEndpoints.uploadProof),
    method: 'PUT',
    body: upload,
    schema: purchaseAnswerSchema,
  });
}

/** PUT /pago/anular/{idAsignacionPaqueteEmpresa}. */
export function annulPurchase(http: HttpClient, id: number) {
  return http.call({
    service: 'pay',
    path: buildApiPath(planEndpoints.annul, { idAsignacionPaqueteEmpresa: id }),
    method: 'PUT',
    schema: processAnswerSchema,
  });
}

/** Every page of the review list: a decision invalidates them all. */
export const packagesForReviewKey = ['packages-for-review'] as const;

/** GET /pago/contratados/{id}: the purchases waiting for review, newest first. */
export function packagesForReviewQueryOptions(
  http: HttpClient,
  request: { assignmentId: string; page: number; size: number },
) {
  return queryOptions({
    queryKey: [...packagesForReviewKey, request.page, request.size],
    queryFn: () =>
      http.call({
        service: 'pay',
        path: buildApiPath(planEndpoints.forReview, { idUsuario: request.assignmentId }),
        query: { page: String(request.page), size: String(request.size), sort: 'codigoAsignacion,desc' },
        schema: packagesForReviewSchema,
      }),
    staleTime: 0,
  });
}

/** GET /pago/voucher/{id}: the receipts of a purchase, as images. */
export function receiptsQueryOptions(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: ['payment-receipts', id],
    queryFn: () =>
      http.call({
        service: 'pay',
        path: buildApiPath(planEndpoints.receipts, { idAsignacionPaqueteEmpresa: id }),
        schema: receiptsSchema,
      }),
  });
}

/** POST /pago/revision. */
export function reviewPayment(http: HttpClient, review: PaymentReview) {
  return http.call({
    service: 'pay',
    path: buildApiPath(planEndpoints.review),
    method: 'POST',
    body: review,
    schema: processAnswerSchema,
  });
}

/** GET /pago/administracion/paquetes: every plan, on sale or withdrawn. */
export function managedPlansQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['managed-plans'],
    queryFn: () =>
      http.call({ service: 'pay', path: buildApiPath(planAdminEndpoints.plans), schema: managedPlansSchema }),
  });
}

/** POST /pago/administracion/paquetes, or PUT …/{idPaquete} to change one. */
export function savePlan(http: HttpClient, id: number | null, form: PlanForm) {
  return http.call({
    service: 'pay',
    path:
      id === null
        ? buildApiPath(planAdminEndpoints.createPlan)
        : buildApiPath(planAdminEndpoints.updatePlan, { idPaquete: id }),
    method: id === null ? 'POST' : 'PUT',
    body: form,
    schema: managedPlanSchema,
  });
}

/** GET /pago/administracion/cuentas: every bank account, shown or not. */
export function managedBankAccountsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['managed-bank-accounts'],
    queryFn: () =>
      http.call({
        service: 'pay',
        path: buildApiPath(planAdminEndpoints.bankAccounts),
        schema: managedBankAccountsSchema,
      }),
  });
}

/** POST /pago/administracion/cuentas, or PUT …/{idCuentaBancaria} to change one. */
export function saveBankAccount(http: HttpClient, id: number | null, form: BankAccountForm) {
  return http.call({
    service: 'pay',
    path:
      id === null
        ? buildApiPath(planAdminEndpoints.createBankAccount)
        : buildApiPath(planAdminEndpoints.updateBankAccount, { idCuentaBancaria: id }),
    method: id === null ? 'POST' : 'PUT',
    body: form,
    schema: managedBankAccountSchema,
  });
}
