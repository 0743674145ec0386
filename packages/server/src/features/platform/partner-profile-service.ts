import { partnerProfileMessages, type partnerProfileBodySchema, SystemCode } from '@facturar/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { administratorNameOf, createCompanyUser } from '../users/index.ts';
import { findCompanyKind, makePartnerFirm } from './company-admin-repository.ts';

/**
 * ADP (spec 001 §2, §8 'Partner assignment'): the company becomes a partner firm (kind PAR, ADR 0039) and
 * gets an administrator user with the given identification and e-mail, whose temporary password is mailed
 * (createCompanyUser). Only a company that is not a partner yet (409 otherwise); 404 for an unknown one.
 */
export async function assignPartnerProfile(
  ctx: AppContext,
  body: z.output<typeof partnerProfileBodySchema>,
): Promise<string> {
  const company = await findCompanyKind(ctx.db, body.idEmpresa);
  if (!company || company.kind === 'PLT') {
    throw new AppError('not_found', partnerProfileMessages.companyNotFound, {
      mensajeSistema: SystemCode.EMPRESA_NO_EXISTE,
    });
  }
  if (company.kind === 'PAR') {
    throw new AppError('conflict', partnerProfileMessages.duplicate, {
      mensajeSistema: partnerProfileMessages.alreadyPartner,
    });
  }
  await runInTransaction(ctx.db, async (trx) => {
    await makePartnerFirm(trx, company.ruc);
    await createCompanyUser(
      ctx,
      {
        idEmpresa: company.ruc,
        identificacionUsuario: body.identificacionUsuario,
        nombreUsuario: administratorNameOf(company.business_name),
        correoPrincipalUsuario: body.correoPrincipalUsuario,
      },
      { profile: 'ADM', trx },
    );
  });
  return partnerProfileMessages.success;
}
