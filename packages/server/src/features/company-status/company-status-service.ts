import type { CompanyNotifications, CompanyValidationResponse } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../http/app-error.ts';
import { assessCompany } from './company-assessment.ts';
import {
  findCompanyFacts,
  findPackageBalance,
  findUserName,
  hasBillingPoint,
  listActiveNotifications,
} from './company-status-repository.ts';

export const maxStackedNotifications = 15;

/** The notifications of a company; with an assignment, numbering is judged for that user's billing points. */
export async function readCompanyNotifications(
  ctx: AppContext,
  ruc: string,
  assignmentId: number | undefined,
): Promise<CompanyNotifications & { businessName: string; logo: string | null }> {
  const facts = await findCompanyFacts(ctx.db, ruc);
  if (!facts) throw new AppError('not_found', messages.companyNotFound);
  const now = ctx.now();
  const [billingPoint, balance, stored] = await Promise.all([
    hasBillingPoint(ctx.db, ruc, assignmentId),
    findPackageBalance(ctx.db, ruc, now),
    listActiveNotifications(ctx.db, ruc, now, maxStackedNotifications),
  ]);
  return {
    ...assessCompany({ facts, hasBillingPoint: billingPoint, balance, stored, now }),
    businessName: facts.businessName,
    logo: facts.logo,
  };
}

export async function validateCompany(
  ctx: AppContext,
  ruc: string,
  assignmentId: number,
): Promise<CompanyValidationResponse> {
  const { businessName, logo, ...notifications } = await readCompanyNotifications(ctx, ruc, assignmentId);
  return {
    nombreUsuario: (await findUserName(ctx.db, assignmentId)) ?? '',
    nombreEmpresa: businessName,
    logoEmpresa: logo,
    ...notifications,
  };
}

export async function countAvailableVouchers(ctx: AppContext, ruc: string): Promise<number> {
  const facts = await findCompanyFacts(ctx.db, ruc);
  if (!facts) throw new AppError('not_found', messages.companyNotFound);
  return (await findPackageBalance(ctx.db, ruc, ctx.now())).available;
}
