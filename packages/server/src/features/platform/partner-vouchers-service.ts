import { voucherAssignmentMessages, type voucherAssignmentBodySchema, SystemCode } from '@facturar/contracts';
import { parsePanamaDateTime } from '@facturar/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { creditVouchers } from '../plans/index.ts';
import { findCompanyKind } from './company-admin-repository.ts';
import { partnerOfPath } from './partner-service.ts';
import { debitPartnerPackages, findPartnerBalance } from './partner-vouchers-repository.ts';
import { assertOwnCompany } from '../../access/company-access.ts';

/** GET /api/partner/obtenerComprobantesDisponibles/{id}: -1 when unlimited. */
export async function readPartnerVouchers(
  ctx: AppContext,
  auth: AuthContext,
  pathId: string,
): Promise<number> {
  return findPartnerBalance(ctx.db, partnerOfPath(auth, pathId), ctx.now());
}

function refused(mensajeSistema: string): AppError {
  return new AppError('validation', voucherAssignmentMessages.notAssigned, { mensajeSistema });
}

/**
 * 'Asignar comprobantes' (spec 001 §2, ADR 0042): the partner gives an affiliated company vouchers from its
 * own packages, valid until the end of `fechaFinContratacion` in Panama. The partner's debit and the
 * company's credit (issue 17's `creditVouchers`, reason partner) commit together or not at all.
 */
export async function assignVouchers(
  ctx: AppContext,
  auth: AuthContext,
  body: z.output<typeof voucherAssignmentBodySchema>,
): Promise<string> {
  assertOwnCompany(auth, body.rucPartner);
  const company = await findCompanyKind(ctx.db, body.rucEmpresa);
  if (!company || company.partner_ruc !== auth.ruc) {
    throw new AppError('not_found', voucherAssignmentMessages.companyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_AFILIADA,
    });
  }
  const now = ctx.now();
  const endDay = parsePanamaDateTime(body.fechaFinContratacion);
  // Valid through the whole last day, in Panama.
  const expiresAt = endDay ? new Date(endDay.getTime() + 86_400_000 - 1) : null;
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) throw refused(voucherAssignmentMessages.endInPast);
  const price = body.precioComprobantes ? ` a $. ${body.precioComprobantes} c/u` : '';
  const note = [
    `${body.numeroComprobantes} comprobantes a ${company.business_name}${price}`,
    body.observacion,
  ]
    .filter(Boolean)
    .join('. ');
  await runInTransaction(ctx.db, async (trx) => {
    const isDebited = await debitPartnerPackages(trx, {
      partnerRuc: auth.ruc,
      companyRuc: company.ruc,
      count: body.numeroComprobantes,
      now,
      note,
    });
    if (!isDebited) {
      throw refused(voucherAssignmentMessages.notEnough(await findPartnerBalance(trx, auth.ruc, now)));
    }
    await creditVouchers(trx, {
      companyRuc: company.ruc,
      vouchers: body.numeroComprobantes,
      planName: 'Asignación del partner',
      startsAt: now,
      expiresAt,
      reason: { kind: 'partner', partnerRuc: auth.ruc },
      note,
    });
  });
  return voucherAssignmentMessages.success;
}
