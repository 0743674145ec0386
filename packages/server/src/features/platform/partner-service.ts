import type { Paged, PageQuery, PartnerCompanyRow } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import { assertOwnCompany } from '../../access/company-access.ts';
import type { AppContext } from '../../app-context.ts';
import { readCompanyPage } from './company-admin-service.ts';

/**
 * The partner a path's `{userId}` names (spec 001 §7): its RUC, or the signed-in user's id as the token
 * carries it (`sub`). Both readings stand (spec README, issue 29 §13); anyone else is refused as a company that does not exist.
 */
export function partnerOfPath(auth: AuthContext, pathId: string): string {
  const partnerRuc = pathId === String(auth.assignmentId) ? auth.ruc : pathId;
  // A partner names itself in the path: any other RUC is, to it, a company that does not exist.
  assertOwnCompany(auth, partnerRuc);
  return partnerRuc;
}

/** The partner's affiliated companies, newest registration first, or those matching RUC/ID/names. */
export async function readPartnerCompanies(
  ctx: AppContext,
  auth: AuthContext,
  pathId: string,
  query: PageQuery & { parametroBusqueda?: string },
): Promise<Paged<PartnerCompanyRow>> {
  const partnerRuc = partnerOfPath(auth, pathId);
  const page = await readCompanyPage(
    ctx,
    { partnerRuc, ...(query.parametroBusqueda ? { term: query.parametroBusqueda } : {}) },
    query,
  );
  return {
    ...page,
    content: page.content.map((row) => ({
      idEmpresa: row.idEmpresa,
      digitoVerificador: row.digitoVerificador,
      razonSocialempresa: row.razonSocialempresa,
      correoPrincipal: row.correoPrincipal,
      telefonoPrincipal: row.telefonoPrincipal,
      fechaRegistro: row.fechaRegistro,
      comprobantesUtilizados: row.comprobantesUtilizados,
      comprobantesDisponibles: row.comprobantesDisponibles,
      tipoContratacion: row.tipoContratacion,
      tipoPago: row.tipoPago,
      esPartner: row.esPartner,
    })),
  };
}
