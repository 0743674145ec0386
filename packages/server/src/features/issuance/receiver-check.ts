import type { AppContext } from '../../app-context.ts';
import { confirmRucDv } from '../ruc-check/index.ts';
import { issuanceMessages, refuseGeneration } from './issuance-messages.ts';

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
 */
export async function checkReceiverRuc(ctx: AppContext, receiver: Receiver | null): Promise<void> {
  if (!receiver || !RUC_RECEIVERS.includes(receiver.receiver_type)) return;
  const dv = (receiver.dv ?? '').padStart(2, '0');
  const verdict = await confirmRucDv(ctx, {
    ruc: receiver.identification,
    personType: receiver.taxpayer_type === '1' ? 'natural' : 'juridica',
    dv,
    askRegistry: 'always',
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
