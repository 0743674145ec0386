import type { PacFolios } from '@facturar/contracts';
import { isLowOnFolios } from '@facturar/domain';
import { assertCompanyAccess } from '../../access/company-access.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import { PacError } from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';
import { keepUnreadableAnswer, resolveCompanyPac } from './company-pac.ts';

const notCounted: PacFolios = {
  aplica: false,
  disponibles: null,
  totalesCiclo: null,
  fechaCiclo: null,
  bajo: false,
  mensaje: null,
};

/**
 * The folios left in the PAC's cycle (`FoliosRestantes`) for a company whose PAC counts them (HKA/EBI);
 * a PAC that does not answer is said in Spanish, never an error, as the header shows it on every screen.
 */
export async function readPacFolios(ctx: AppContext, auth: AuthContext, ruc: string): Promise<PacFolios> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  try {
    const pac = await resolveCompanyPac(ctx, ruc);
    if (pac.family !== 'hka') return notCounted;
    const folios = await pac.client.folios();
    const available = folios.cycleAvailable ?? null;
    return {
      aplica: true,
      disponibles: available,
      totalesCiclo: folios.cycleTotal ?? null,
      fechaCiclo: folios.cycleDates ?? null,
      bajo: available !== null && isLowOnFolios(available, folios.cycleTotal),
      mensaje: available === null ? 'El PAC no informó los folios disponibles.' : null,
    };
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    await keepUnreadableAnswer(ctx, ruc, 'folios-restantes', error);
    return {
      ...notCounted,
      aplica: true,
      mensaje: `No se pudo consultar los folios al PAC: ${error.message}`,
    };
  }
}
