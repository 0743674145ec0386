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
  throw new AppError('not_found', messages.companyNotFound, {
    mensajeSistema: SystemCode.EMPRESA_NO_ACCESIBLE,
  });
}
