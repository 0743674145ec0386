import { computeRucDv } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import { PacError } from '../../adapters/pac/index.ts';
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
 * 1601/1602): first the check digit computed from the RUC, then the DGI's registry through the PAC
 * (feConsRucDV). A PAC that does not answer does not stop the sale: the document goes as it would have
 * gone, and the DGI judges it. A company whose PAC signs asks its PAC (ConsultarRucDV, issue 30).
 */
export async function checkReceiverRuc(
  ctx: AppContext,
  receiver: Receiver | null,
  companyRuc: string,
): Promise<void> {
  if (!receiver || !RUC_RECEIVERS.includes(receiver.receiver_type)) return;
  const personType = receiver.taxpayer_type === '1' ? 'natural' : 'juridica';
  const dv = (receiver.dv ?? '').padStart(2, '0');
  const computed = computeRucDv(receiver.identification, personType);
  if (computed.ok && computed.value !== dv) {
    throw refuseGeneration(issuanceMessages.receiverDvMismatch(receiver.name, receiver.identification, dv));
  }
  try {
    const found = await lookUpTaxpayer(
      ctx,
      companyRuc,
      receiver.identification,
      personType === 'natural' ? 1 : 2,
    );
    if (found.kind === 'unknown') return;
    if (found.kind === 'not_registered') {
      throw refuseGeneration(issuanceMessages.receiverNotRegistered(receiver.name, receiver.identification));
    }
    if (found.dv.padStart(2, '0') !== dv) {
      throw refuseGeneration(issuanceMessages.receiverDvMismatch(receiver.name, receiver.identification, dv));
    }
  } catch (error) {
    // Unreachable or garbled: the PAC's own sending judges the receiver later (and contingency covers it).
    if (error instanceof PacError) return;
    throw error;
  }
}

/** HKA wraps the DGI's 0640 ("CONTRIBUYENTE NO INSCRITO") in its own code; only that means not registered. */
const NOT_REGISTERED = /0640|no inscrito/i;

/** feConsRucDV through the installation's PAC, or ConsultarRucDV through the company's integration API. */
async function lookUpTaxpayer(
  ctx: AppContext,
  companyRuc: string,
  ruc: string,
  taxpayerType: 1 | 2,
): Promise<{ kind: 'found'; dv: string } | { kind: 'not_registered' } | { kind: 'unknown' }> {
  const pac = await resolveCompanyPac(ctx, companyRuc);
  if (pac.family === 'dgi') return pac.client.checkTaxpayer(ruc, taxpayerType);
  const answer = await pac.client.checkTaxpayer(ruc, taxpayerType);
  if (answer.kind === 'found') return answer;
  return NOT_REGISTERED.test(answer.message) ? { kind: 'not_registered' } : { kind: 'unknown' };
}
