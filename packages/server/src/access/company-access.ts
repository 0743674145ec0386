import { SystemCode } from '@facturar/contracts';
import type { Db } from '../adapters/db/open-database.ts';
import { AppError, messages } from '../errors/app-error.ts';
import { isPartner, isPlatformAdmin, type AuthContext } from './auth-context.ts';
import { findCompanyPartner } from './company-access-repository.ts';

/**
 * The company named in a path must be the caller's own, unless the caller is a platform administrator or
 * the partner firm the company is affiliated to. Anything else answers 404, as if the company did not
 * exist, so tenants cannot probe each other's RUCs.
 */
export async function assertCompanyAccess(db: Db, auth: AuthContext, ruc: string): Promise<void> {
  if (auth.ruc === ruc) return;
  if (isPlatformAdmin(auth) || isPartner(auth)) {
    const company = await findCompanyPartner(db, ruc);
    if (company && (isPlatformAdmin(auth) || company.partner_ruc === auth.ruc)) return;
  }
  throw companyNotAccessible();
}

/** The company a form names (idEmpresa), or the caller's own, once the caller may reach it. */
export async function resolveFormCompany(
  db: Db,
  auth: AuthContext,
  idEmpresa: string | undefined,
): Promise<string> {
  const ruc = idEmpresa ?? auth.ruc;
  await assertCompanyAccess(db, auth, ruc);
  return ruc;
}

/**
 * A record of some company, found by its id, for a caller who must reach that company (`rucOf` names it):
 * `notFound` when there is none or the company is not the caller's to reach, so another tenant's ids read
 * as missing ones.
 */
export async function reachableOrNotFound<R>(
  db: Db,
  auth: AuthContext,
  record: R | undefined,
  rucOf: (record: R) => string,
  notFound: AppError,
): Promise<R> {
  if (!record) throw notFound;
  try {
    await assertCompanyAccess(db, auth, rucOf(record));
  } catch {
    throw notFound;
  }
  return record;
}

/** A company the caller may not name answers 404, as if it did not exist. */
function companyNotAccessible(): AppError {
  return new AppError('not_found', messages.companyNotFound, {
    mensajeSistema: SystemCode.EMPRESA_NO_ACCESIBLE,
  });
}

/**
 * The company named must be the caller's own, whatever its role: for what only the company itself does
 * (buy a plan, hold API keys, upload its documents, a partner acting as itself), where a platform
 * administrator or a partner passing `assertCompanyAccess` is not enough. `refusal` builds the error the
 * spec names for the call; by default the 404 of a company that does not exist.
 */
export function assertOwnCompany(
  auth: Pick<AuthContext, 'ruc'>,
  ruc: string,
  refusal: () => AppError = companyNotAccessible,
): void {
  if (ruc !== auth.ruc) throw refusal();
}
