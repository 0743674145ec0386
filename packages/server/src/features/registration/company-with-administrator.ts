import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, NewCompany } from '../../adapters/db/schema.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  administratorNameOf,
  createCompanyUser,
  type CreatedCompanyUser,
  type WelcomeKind,
} from '../users/index.ts';
import { findCompanyKindOf, insertCompany } from './registration-repository.ts';

/** The company as its form gave it; its API key is made here. */
export type CompanyToCreate = Omit<NewCompany, 'api_key'> & { email: string; phone: string };

/**
 * The errors the calling screen's spec names for a RUC already registered and an e-mail already in use,
 * and the welcome its administrator gets (one who registered their own company is told it is theirs).
 */
export type CreationRefusals = { exists: () => AppError; emailTaken: () => AppError; welcome?: WelcomeKind };

/** The user's identification: the RUC's letters and digits (a user identification has no dashes). */
function identificationOf(ruc: string): string {
  return ruc.replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The one way a company comes to be (self-registration, a partner registering another firm): the company
 * and its ADM user in PRI, named after it, whose temporary password is mailed (createCompanyUser), all or
 * nothing with whatever `alsoCreate` adds in the same transaction (e.g. the first billing point). A RUC
 * already registered, even by a request that got there first, and an e-mail in use are refused as the
 * caller says (the e-mail is the sign-in name, refused without saying whose: ADR 0102).
 */
export async function createCompanyWithAdministrator(
  ctx: AppContext,
  company: CompanyToCreate,
  refusals: CreationRefusals,
  alsoCreate?: (trx: Transaction<Database>, administrator: CreatedCompanyUser) => Promise<void>,
): Promise<void> {
  if (await findCompanyKindOf(ctx.db, company.ruc)) throw refusals.exists();
  await runInTransaction(ctx.db, async (trx) => {
    const isInserted = await insertCompany(trx, {
      ...company,
      api_key: randomBytes(24).toString('base64url'),
    });
    if (!isInserted) throw refusals.exists();
    const administrator = await createCompanyUser(
      ctx,
      {
        idEmpresa: company.ruc,
        identificacionUsuario: identificationOf(company.ruc),
        nombreUsuario: administratorNameOf(company.business_name),
        correoPrincipalUsuario: company.email,
        telefonoPrincipalUsuario: company.phone,
      },
      { profile: 'ADM', trx, ...(refusals.welcome ? { welcome: refusals.welcome } : {}) },
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'conflict') throw refusals.emailTaken();
      throw error;
    });
    await alsoCreate?.(trx, administrator);
  });
}
