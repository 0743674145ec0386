import type { CafeTemplates } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { listCafeTemplates } from '../../adapters/pdf/index.ts';
import type { AppContext } from '../../app-context.ts';

/** The CAFE templates a company may print its documents with (every company has them all today). */
export async function listCompanyCafeTemplates(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<CafeTemplates> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  return listCafeTemplates().map((template) => ({
    plantillaCafe: { codigo: template.codigo, nombre: template.nombre },
  }));
}
