import type { CompanyNotifications, CompanyValidationResponse } from '@facturar/contracts';
import { assertOwnAssignment } from '../../access/assignment-access.ts';
import { isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { settleExpiredVouchers } from '../plans/index.ts';
import { assessCompany } from './company-assessment.ts';
import { companyPacSigns } from '../pac-connection/index.ts';
import {
  findCompanyFacts,
  findPackageBalance,
  findUserName,
  hasBillingPoint,
  hasIssuedDocuments,
  type CompanyFacts,
  listActiveNotifications,
} from './company-status-repository.ts';

export const maxStackedNotifications = 15;

/** A platform administrator looking at the platform's own company (its home), not at a client company. */
function isPlatformOperatorHome(auth: AuthContext, ruc: string): boolean {
  return isPlatformAdmin(auth) && auth.ruc === ruc;
}

/**
 * An issuing company, or an accounting firm that issues too: one with a certificate, a PAC that signs for
 * it, or a document. A firm that only brings in companies gets no issuing notices (issue 29).
 */
async function isIssuingCompany(
  ctx: AppContext,
  ruc: string,
  facts: CompanyFacts,
  pacSigns: boolean,
): Promise<boolean> {
  if (facts.kind !== 'PAR' || facts.certificateNotAfter || pacSigns) return true;
  return hasIssuedDocuments(ctx.db, ruc);
}

/** The notifications of a company; with an assignment, numbering is judged for that user's billing points. */
async function assessNotifications(
  ctx: AppContext,
  ruc: string,
  assignmentId: number | undefined,
  isOperatorHome = false,
): Promise<CompanyNotifications & { businessName: string; logo: string | null }> {
  const facts = await findCompanyFacts(ctx.db, ruc);
  if (!facts) throw new AppError('not_found', messages.companyNotFound);
  const now = ctx.now();
  await settleExpiredVouchers(ctx.db, ruc, now);
  const [billingPoint, balance, stored] = await Promise.all([
    hasBillingPoint(ctx.db, ruc, assignmentId),
    findPackageBalance(ctx.db, ruc, now),
    listActiveNotifications(ctx.db, ruc, now, maxStackedNotifications),
  ]);
  const pacSigns = await companyPacSigns(ctx, ruc);
  const isIssuer = await isIssuingCompany(ctx, ruc, facts, pacSigns);
  const assessed = assessCompany({
    facts,
    hasBillingPoint: billingPoint,
    balance,
    stored,
    now,
    pacSigns,
    isIssuer,
  });
  return {
    ...assessed,
    // The platform's own company issues nothing: no certificate, billing point or voucher alerts for its
    // operators, only the notices published to it.
    ...(isOperatorHome ? { errores: {}, advertencias: {} } : {}),
    businessName: facts.businessName,
    logo: facts.logo,
  };
}

/**
 * The notices of a company the caller may see; numbering is judged for the caller's own billing points
 * when the company is the caller's own (a partner or the administrator has none there).
 */
export async function readCompanyNotifications(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<CompanyNotifications> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const own = auth.ruc === ruc ? auth.assignmentId : undefined;
  const { errores, advertencias, eventos, noticias } = await assessNotifications(
    ctx,
    ruc,
    own,
    isPlatformOperatorHome(auth, ruc),
  );
  return { errores, advertencias, eventos, noticias };
}

/** The prerequisite check before emission (spec 002 §4), in the caller's own name. */
export async function validateCompany(
  ctx: AppContext,
  auth: AuthContext,
  request: { idAsignacionEmpresaUsuario: number; rucEmpresa: string },
): Promise<CompanyValidationResponse> {
  assertOwnAssignment(auth, request.idAsignacionEmpresaUsuario);
  const ruc = request.rucEmpresa;
  await assertCompanyAccess(ctx.db, auth, ruc);
  const assignmentId = auth.assignmentId;
  const { businessName, logo, ...notifications } = await assessNotifications(
    ctx,
    ruc,
    assignmentId,
    isPlatformOperatorHome(auth, ruc),
  );
  return {
    nombreUsuario: (await findUserName(ctx.db, assignmentId)) ?? '',
    nombreEmpresa: businessName,
    logoEmpresa: logo,
    ...notifications,
  };
}

export async function countAvailableVouchers(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<number> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  const facts = await findCompanyFacts(ctx.db, ruc);
  if (!facts) throw new AppError('not_found', messages.companyNotFound);
  const now = ctx.now();
  // The remainder of an expired package is written off first, so the ledger's total is the count shown.
  await settleExpiredVouchers(ctx.db, ruc, now);
  return (await findPackageBalance(ctx.db, ruc, now)).available;
}
