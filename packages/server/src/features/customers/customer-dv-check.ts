import { checkRucDv } from '@facturar/domain';
import { customerMessages, type CustomerRegistration } from '@facturar/contracts';
import { PacError } from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A local customer's check digit must be the one the DGI knows, or the DGI rejects every document issued to
 * them. The DGI's algorithm decides first; where it disagrees (or cannot read the RUC: old and special
 * registrations exist whose DV the algorithm does not give), the PAC's RUC registry (feConsRucDV) has the
 * last word. A DV neither confirms is refused; when the registry cannot be reached, nothing is stored.
 */
export async function assertCustomerDvConfirmed(
  ctx: Pick<AppContext, 'pac'>,
  registration: CustomerRegistration,
): Promise<void> {
  const { tipoReceptor, idCliente, digitoVerificador, tipoContribuyente } = registration;
  if (tipoReceptor === '04' || digitoVerificador === undefined || tipoContribuyente === undefined) return;
  const personType = tipoContribuyente === '1' ? 'natural' : 'juridica';
  if (checkRucDv(idCliente, personType, digitoVerificador).ok) return;
  let answer;
  try {
    answer = await ctx.pac.checkTaxpayer(idCliente, tipoContribuyente === '1' ? 1 : 2);
  } catch (error) {
    if (error instanceof PacError) {
      throw new AppError('unavailable', customerMessages.dvUnconfirmed, { mensajeSistema: error.message });
    }
    throw error;
  }
  if (answer.kind === 'found' && answer.dv === digitoVerificador) return;
  throw new AppError('not_acceptable', customerMessages.dvRefused(idCliente, digitoVerificador), {
    mensajeSistema: answer.kind === 'found' ? 'DV_NO_CORRESPONDE' : 'RUC_NO_REGISTRADO',
    errores: [
      { campo: 'digitoVerificador', mensaje: customerMessages.dvRefused(idCliente, digitoVerificador) },
    ],
  });
}
