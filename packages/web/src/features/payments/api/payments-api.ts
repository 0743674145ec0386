import {
  planAdminEndpoints,
  type BankAccountForm,
  type PlanForm,
  planEndpoints,
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
    queryFn: () => http.request(planEndpoints.plans),
    // The administrator may have changed the offer since: opening the screen asks again.
    staleTime: 0,
  });
}

/** GET /pago/impuesto: the ITBMS rate added to a plan's price (a configuration entry). */
export function purchaseTaxQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['purchase-tax'],
    queryFn: () => http.request(planEndpoints.purchaseTax),
  });
}

/** GET /pago/cuentas/{companyId}: where to transfer or deposit. */
export function bankAccountsQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['bank-accounts', ruc],
    queryFn: () => http.request(planEndpoints.bankAccounts, { params: { companyId: ruc } }),
  });
}

/** GET /pago/validacion/compra/{companyId}: asked afresh on every 'Adquirir'. */
export function fetchPurchaseEligibility(http: HttpClient, ruc: string) {
  return http.request(planEndpoints.eligibility, { params: { companyId: ruc } });
}

/** GET /pago/precontratados/{companyId}: purchases waiting for their proof or their review. */
export function preContractedQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['pre-contracted', ruc],
    queryFn: () => http.request(planEndpoints.preContracted, { params: { companyId: ruc } }),
    staleTime: 0,
  });
}

/** POST /pago/registro. */
export function registerPurchase(http: HttpClient, request: PurchaseRequest) {
  return http.request(planEndpoints.purchase, { body: request });
}

/** PUT /pago/subir/voucher. */
export function uploadPaymentProof(http: HttpClient, upload: ProofUpload) {
  return http.request(planEndpoints.uploadProof, { body: upload });
}

/** PUT /pago/anular/{idAsignacionPaqueteEmpresa}. */
export function annulPurchase(http: HttpClient, id: number) {
  return http.request(planEndpoints.annul, { params: { idAsignacionPaqueteEmpresa: id } });
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
      http.request(planEndpoints.forReview, {
        params: { idUsuario: request.assignmentId },
        query: { page: request.page, size: request.size, sort: 'codigoAsignacion,desc' },
      }),
    staleTime: 0,
  });
}

/** GET /pago/voucher/{id}: the receipts of a purchase, as images. */
export function receiptsQueryOptions(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: ['payment-receipts', id],
    queryFn: () => http.request(planEndpoints.receipts, { params: { idAsignacionPaqueteEmpresa: id } }),
  });
}

/** POST /pago/revision. */
export function reviewPayment(http: HttpClient, review: PaymentReview) {
  return http.request(planEndpoints.review, { body: review });
}

/** GET /pago/administracion/paquetes: every plan, on sale or withdrawn. */
export function managedPlansQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['managed-plans'],
    queryFn: () => http.request(planAdminEndpoints.plans),
  });
}

/** POST /pago/administracion/paquetes, or PUT …/{idPaquete} to change one. */
export function savePlan(http: HttpClient, id: number | null, form: PlanForm) {
  return id === null
    ? http.request(planAdminEndpoints.createPlan, { body: form })
    : http.request(planAdminEndpoints.updatePlan, { params: { idPaquete: id }, body: form });
}

/** GET /pago/administracion/cuentas: every bank account, shown or not. */
export function managedBankAccountsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['managed-bank-accounts'],
    queryFn: () => http.request(planAdminEndpoints.bankAccounts),
  });
}

/** POST /pago/administracion/cuentas, or PUT …/{idCuentaBancaria} to change one. */
export function saveBankAccount(http: HttpClient, id: number | null, form: BankAccountForm) {
  return id === null
    ? http.request(planAdminEndpoints.createBankAccount, { body: form })
    : http.request(planAdminEndpoints.updateBankAccount, { params: { idCuentaBancaria: id }, body: form });
}
