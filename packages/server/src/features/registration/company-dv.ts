import { registrationMessages } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { confirmRucDv } from '../ruc-check/index.ts';

/**
 * Why a registering company's DV does not hold, or null when it does: `confirmRucDv` decides (ADR 0060),
 * so a company whose DV only the DGI's registry confirms registers too. The message is the algorithm's
 * (it says which DV the RUC has) when the registry does not confirm the DV either.
 */
export async function refuseCompanyDv(
  ctx: Pick<AppContext, 'pac'>,
  ruc: string,
  taxpayerType: 1 | 2,
  dv: string,
): Promise<{ message: string; code: string } | null> {
  const verdict = await confirmRucDv(ctx, {
    ruc,
    personType: taxpayerType === 1 ? 'natural' : 'juridica',
    dv,
    askRegistry: 'onDisagreement',
  });
  if (verdict.kind === 'confirmed') return null;
  return verdict.algorithmProblem ?? { message: registrationMessages.notRegistered, code: 'RUC_DV' };
}
