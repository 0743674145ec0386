import { customerMessages, type CustomerRegistration, SystemCode } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { confirmRucDv } from '../ruc-check/index.ts';

/**
 * A local customer's check digit must be the one the DGI knows, or the DGI rejects every document issued to
 * them: `confirmRucDv` decides (ADR 0060). A DV it does not confirm is refused and nothing is stored; a
 * taxpayer the registry does not know is stored with the warning this answers, said at once rather than
 * when the first document is refused.
 */
export async function confirmCustomerDv(
  ctx: Pick<AppContext, 'pac'>,
  registration: CustomerRegistration,
): Promise<string | undefined> {
  const { tipoReceptor, idCliente, digitoVerificador, tipoContribuyente } = registration;
  if (tipoReceptor === '04' || digitoVerificador === undefined || tipoContribuyente === undefined) return;
  const verdict = await confirmRucDv(ctx, {
    ruc: idCliente,
    personType: tipoContribuyente === '1' ? 'natural' : 'juridica',
    dv: digitoVerificador,
    askRegistry: 'always',
  });
  if (verdict.kind === 'confirmed') {
    return verdict.isRegistered === false ? customerMessages.notRegistered(idCliente) : undefined;
  }
  if (verdict.kind === 'unconfirmed') {
    throw new AppError('unavailable', customerMessages.dvUnconfirmed, {
      mensajeSistema: SystemCode.REGISTRO_DGI_NO_RESPONDE,
    });
  }
  throw new AppError('not_acceptable', customerMessages.dvRefused(idCliente, digitoVerificador), {
    mensajeSistema:
      verdict.kind === 'dv_differs' ? SystemCode.DV_NO_CORRESPONDE : SystemCode.RUC_NO_REGISTRADO,
    errores: [
      { campo: 'digitoVerificador', mensaje: customerMessages.dvRefused(idCliente, digitoVerificador) },
    ],
  });
}
