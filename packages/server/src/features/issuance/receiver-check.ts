import type { AppContext } from '../../app-context.ts';
import { confirmRucDv, type RegistryAnswer } from '../ruc-check/index.ts';
import { issuanceMessages, refuseGeneration } from './issuance-messages.ts';
import { resolveCompanyPac } from '../pac-connection/index.ts';

type Receiver = {
  receiver_type: string;
  taxpayer_type: '1' | '2' | null;
  identification: string;
  dv: string | null;
  name: string;
};

/** Receivers the DGI identifies by RUC and DV (gRucRec): taxpayers (01) and government (03). */
const RUC_RECEIVERS: readonly string[] = ['01', '03'];

/**
 * The receiver's RUC and DV, checked before a number is spent (the DGI would reject the document with
 * 1601/1602) by the one policy that also accepted the customer (`confirmRucDv`, ADR 0060): a DV only the
 * registry confirms is issued to; a RUC the registry does not know, or a DV nothing confirms, is refused.
 * The registry is asked through the company's own PAC: feConsRucDV, or ConsultarRucDV when its PAC's
 * integration API signs (issue 30).
 */
export async function checkReceiverRuc(
  ctx: AppContext,
  receiver: Receiver | null,
  companyRuc: string,
): Promise<void> {
  if (!receiver || !RUC_RECEIVERS.includes(receiver.receiver_type)) return;
  const dv = (receiver.dv ?? '').padStart(2, '0');
  const verdict = await confirmRucDv(ctx, {
    ruc: receiver.identification,
    personType: receiver.taxpayer_type === '1' ? 'natural' : 'juridica',
    dv,
    askRegistry: 'always',
    lookUp: (ruc, taxpayerType) => lookUpTaxpayer(ctx, companyRuc, ruc, taxpayerType),
  });
  const isNotRegistered =
    verdict.kind === 'not_registered' || (verdict.kind === 'confirmed' && verdict.isRegistered === false);
  if (isNotRegistered) {
    throw refuseGeneration(issuanceMessages.receiverNotRegistered(receiver.name, receiver.identification));
  }
  if (verdict.kind !== 'confirmed') {
    throw refuseGeneration(issuanceMessages.receiverDvMismatch(receiver.name, receiver.identification, dv));
  }
}

/** HKA wraps the DGI's 0640 ("CONTRIBUYENTE NO INSCRITO") in its own code; only that means not registered. */
const NOT_REGISTERED = /0640|no inscrito/i;

/**
 * The registry's answer, from `ctx.registryAnswers` when it confirmed the taxpayer lately: asking on every
 * sale to a regular customer was ≈ 10 % of the API's CPU per document (bench/README.md), and the registry
 * changes rarely. Only a confirmation is kept, per PAC family (the integration API also says whether the
 * receiver may issue); a refusal or no answer is asked again next time.
 */
async function lookUpTaxpayer(
  ctx: AppContext,
  companyRuc: string,
  ruc: string,
  taxpayerType: 1 | 2,
): Promise<RegistryAnswer> {
  const pac = await resolveCompanyPac(ctx, companyRuc);
  const cacheKey = `${pac.family}:${taxpayerType}:${ruc}`;
  const known = ctx.registryAnswers.get(cacheKey, ctx.now());
  if (known) return known;
  const answer = await askRegistry(pac, ruc, taxpayerType);
  if (answer.kind === 'found') ctx.registryAnswers.set(cacheKey, answer, ctx.now());
  return answer;
}

async function askRegistry(
  pac: Awaited<ReturnType<typeof resolveCompanyPac>>,
  ruc: string,
  taxpayerType: 1 | 2,
): Promise<RegistryAnswer> {
  if (pac.family === 'dgi') {
    const answer = await pac.client.checkTaxpayer(ruc, taxpayerType);
    return answer.kind === 'found' ? answer : { kind: 'not_registered' };
  }
  const answer = await pac.client.checkTaxpayer(ruc, taxpayerType);
  if (answer.kind === 'found') {
    return {
      kind: 'found',
      ruc: answer.ruc,
      taxpayerType,
      dv: answer.dv,
      name: answer.name,
      isAuthorisedToIssue: answer.isAffiliated,
      receiverType: undefined,
      code: { code: '200', message: answer.message },
    };
  }
  // Any other answer of the integration API lets the sale go on: the PAC judges the receiver when it signs.
  return NOT_REGISTERED.test(answer.message) ? { kind: 'not_registered' } : { kind: 'unreachable' };
}
