import {
  checkPaymentProof,
  Decimal,
  planPurchaseTotal,
  proofMediaTypeOf,
  type ProofMediaType,
} from '@facturar/domain';
import type {
  BankAccount,
  Plan,
  PreContractedPackage,
  PurchaseAnswer,
  PurchaseEligibility,
  PurchaseTax,
} from '@facturar/contracts';
import { isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess, assertOwnCompany } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { paymentMailQueue } from './payment-mail.ts';
import { plansMessages } from './plans-messages.ts';
import {
  addReceipt,
  annulPurchase,
  findActivePlan,
  findCompanyKind,
  findOpenPurchase,
  findPurchase,
  findTaxRate,
  insertPurchase,
  listActiveBankAccounts,
  listActivePlans,
  listPreContracted,
} from './plans-repository.ts';
import type { Executor } from './voucher-ledger-repository.ts';

export async function listPlans(ctx: AppContext): Promise<Plan[]> {
  const plans = await listActivePlans(ctx.db);
  return plans.map((plan) => ({
    idPaquete: plan.id,
    nombre: plan.name,
    tipo: plan.type,
    precio: new Decimal(plan.price).toFixed(2),
    credito: plan.vouchers,
    descripcion: plan.description,
  }));
}

async function readTaxRate(ctx: AppContext): Promise<string> {
  const rate = await findTaxRate(ctx.db);
  if (rate === undefined) throw new AppError('unavailable', plansMessages.taxNotConfigured);
  return new Decimal(rate).toFixed(2);
}

export async function readPurchaseTax(ctx: AppContext): Promise<PurchaseTax> {
  return { nombre: 'ITBMS', porcentaje: await readTaxRate(ctx) };
}

export async function listBankAccounts(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<BankAccount[]> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const accounts = await listActiveBankAccounts(ctx.db);
  return accounts.map((account) => ({
    nombreBanco: account.bank_name,
    razonSocial: account.holder_name,
    identificacion: account.holder_identification,
    tipoCuenta: account.account_type,
    numeroCuenta: account.account_number,
  }));
}

/** Why the company may not buy now, or undefined: only issuing companies, one open purchase at a time. */
async function refusalOfPurchase(db: Executor, ruc: string): Promise<string | undefined> {
  const company = await findCompanyKind(db, ruc);
  if (!company) return messages.companyNotFound;
  if (company.kind !== 'EMP') return plansMessages.onlyIssuingCompanies;
  const open = await findOpenPurchase(db, ruc);
  return open ? plansMessages.openPurchase(open.plan_name, open.id) : undefined;
}

export async function checkPurchaseEligibility(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<PurchaseEligibility> {
  assertOwnCompany(auth, ruc);
  const refusal = await refusalOfPurchase(ctx.db, ruc);
  return { permitido: refusal === undefined, mensaje: refusal ?? null };
}

/** The proof's bytes from its base64 text (with or without a data: URL prefix), checked by content. */
function readProof(text: string): { mediaType: ProofMediaType; image: Uint8Array } {
  const image = Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64');
  const refusal = checkPaymentProof(image);
  const mediaType = proofMediaTypeOf(image);
  if (refusal || !mediaType) throw new AppError('validation', refusal ?? messages.invalidValue);
  return { mediaType, image };
}

/**
 * Registers a purchase (spec 001 §7 `POST /pago/registro`): PRE-CONTRATADO without proof, CONTRATADO (up for
 * review) with it. The price and the ITBMS are the server's: a total computed from another price is refused.
 */
export async function registerPurchase(
  ctx: AppContext,
  auth: AuthContext,
  request: {
    idEmpresa: string;
    idPaquete: number;
    valorTotalPaquete: number | string;
    voucher?: string | null | undefined;
  },
): Promise<PurchaseAnswer> {
  assertOwnCompany(auth, request.idEmpresa);
  const plan = await findActivePlan(ctx.db, request.idPaquete);
  if (!plan) throw new AppError('not_found', plansMessages.planNotFound);
  const rate = await readTaxRate(ctx);
  const total = planPurchaseTotal(plan.price, rate);
  const offered = String(request.valorTotalPaquete).trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(offered) || !new Decimal(offered).equals(total))
    throw new AppError('validation', plansMessages.totalMismatch);
  const proof = request.voucher ? readProof(request.voucher) : undefined;
  let refusal: string | undefined;
  const created = await insertPurchase(
    ctx.db,
    {
      companyRuc: request.idEmpresa,
      planId: plan.id,
      planName: plan.name,
      vouchers: plan.vouchers,
      price: plan.price,
      taxRate: rate,
      total,
      requestedBy: auth.assignmentId,
      proof,
    },
    async (trx) => {
      refusal = await refusalOfPurchase(trx, request.idEmpresa);
      return refusal === undefined;
    },
    async (trx, row) => {
      if (row.state === 2)
        await ctx.queue.enqueue(trx, paymentMailQueue, { purchaseId: row.id, event: 'receipt' });
    },
  );
  if (!created) throw new AppError('conflict', refusal ?? plansMessages.cannotPurchase);
  return { idAsignacionPaqueteEmpresa: created.id, estadoPago: created.state };
}

/** The purchase, if it is the caller's company's (else 404, as if it did not exist). */
async function findOwnPurchase(ctx: AppContext, auth: AuthContext, id: number) {
  const purchase = await findPurchase(ctx.db, id);
  if (!purchase || (purchase.company_ruc !== auth.ruc && !isPlatformAdmin(auth)))
    throw new AppError('not_found', plansMessages.purchaseNotFound);
  return purchase;
}

export async function uploadProof(
  ctx: AppContext,
  auth: AuthContext,
  request: { idAsignacionPaqueteEmpresa: number; voucher: string },
): Promise<PurchaseAnswer> {
  const purchase = await findOwnPurchase(ctx, auth, request.idAsignacionPaqueteEmpresa);
  assertOwnCompany(auth, purchase.company_ruc);
  const proof = readProof(request.voucher);
  const updated = await runInTransaction(ctx.db, async (trx) => {
    const row = await addReceipt(trx, {
      purchaseId: purchase.id,
      companyRuc: purchase.company_ruc,
      ...proof,
    });
    // The platform's administrators hear of it once it is committed (issue 29).
    if (row) await ctx.queue.enqueue(trx, paymentMailQueue, { purchaseId: row.id, event: 'receipt' });
    return row;
  });
  if (!updated) throw new AppError('conflict', plansMessages.notPayable);
  return { idAsignacionPaqueteEmpresa: updated.id, estadoPago: updated.state };
}

export async function annulOwnPurchase(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ mensaje: string }> {
  const purchase = await findOwnPurchase(ctx, auth, id);
  assertOwnCompany(auth, purchase.company_ruc);
  if (!(await annulPurchase(ctx.db, id, purchase.company_ruc)))
    throw new AppError('conflict', plansMessages.notAnnullable);
  return { mensaje: plansMessages.annulled };
}

export async function listPreContractedPackages(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<PreContractedPackage[]> {
  assertOwnCompany(auth, ruc);
  const rows = await listPreContracted(ctx.db, ruc);
  return rows.map((row) => ({
    idAsignacionPaqueteEmpresa: row.id,
    fechaInicioContratacion: row.created_at.toISOString(),
    paquete: { nombre: row.plan_name },
    cantidadComprobantesContratados: row.vouchers,
    valorTotalPaquete: new Decimal(row.total).toFixed(2),
    estadoPago: row.state,
    observacion: row.observation,
  }));
}
