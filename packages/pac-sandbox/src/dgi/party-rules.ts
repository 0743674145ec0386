import type { KnownResultCode } from './dgi-result-codes.ts';
import { findLocationMismatches, type LocationMismatch } from './location-names.ts';
import type { RfeFacts, RucFacts } from './rfe-facts.ts';
import { computeRucCheckDigit, type TaxpayerType } from './ruc-check-digit.ts';
import type { RuleContext } from './rule-context.ts';

const RECEIVERS_WITH_RUC = new Set(['01', '03']);
const LOCATION_CODES: Readonly<Record<LocationMismatch, KnownResultCode>> = {
  province: '1607',
  district: '1608',
  corregimiento: '1609',
};

/** B30: the issuer's RUC must be well formed with its own check digit. */
export function checkIssuer(facts: RfeFacts): KnownResultCode[] {
  return isWellFormedRuc(facts.issuer.ruc, true) ? [] : ['1560'];
}

/** B40: the receiver's identification, registry, address and country against the operation. */
export function checkReceiver(facts: RfeFacts, context: RuleContext): KnownResultCode[] {
  const { receiver } = facts;
  const found: KnownResultCode[] = [];
  if (RECEIVERS_WITH_RUC.has(receiver.receiverType)) {
    found.push(...checkReceiverRuc(receiver.ruc, context));
    if (!receiver.name) found.push('1605');
  }
  if (receiver.receiverType === '01') {
    if (!receiver.address) found.push('1606');
    if (receiver.location) {
      found.push(
        ...findLocationMismatches(receiver.location.code, receiver.location).map(
          (level) => LOCATION_CODES[level],
        ),
      );
    }
  }
  if (facts.destination === '1' && receiver.country !== 'PA') found.push('1611');
  if (facts.destination === '2' && receiver.country === 'PA') found.push('1612');
  if (receiver.receiverType === '04' && !receiver.hasForeignId) found.push('1618');
  if (receiver.hasForeignId && receiver.ruc) found.push('1619');
  if (facts.documentType === '03' && receiver.receiverType !== '04') found.push('1620');
  if (receiver.receiverType === '02' && receiver.ruc?.taxpayerType === '2') found.push('1621');
  return found;
}

/** A taxpayer or government receiver: 1601 for a malformed RUC or DV, 1602 when the DGI does not know it. */
function checkReceiverRuc(ruc: RucFacts | undefined, context: RuleContext): KnownResultCode[] {
  const type = taxpayerTypeOf(ruc);
  if (!ruc || !type) return ['1601'];
  const found: KnownResultCode[] = [];
  const registered = context.findTaxpayer(ruc.ruc, type);
  // The registry is the DGI's own record: an old or special registration whose DV the algorithm does not
  // give is well formed when the registry holds it with that DV.
  const isRegisteredDv = registered !== undefined && ruc.dv !== undefined && registered.dv === ruc.dv;
  if (!isRegisteredDv && !isWellFormedRuc(ruc, false)) found.push('1601');
  if (context.checksReceiverRegistry && !registered) found.push('1602');
  return found;
}

/** The RUC has a layout the DV algorithm knows and, when a DV is written (or required), it matches. */
function isWellFormedRuc(ruc: RucFacts, isDvRequired: boolean): boolean {
  const type = taxpayerTypeOf(ruc);
  if (!type) return false;
  const expected = computeRucCheckDigit(ruc.ruc, type);
  if (expected === undefined) return false;
  if (ruc.dv === undefined) return !isDvRequired;
  return ruc.dv === expected;
}

function taxpayerTypeOf(ruc: RucFacts | undefined): TaxpayerType | undefined {
  if (ruc?.taxpayerType === '1') return 1;
  if (ruc?.taxpayerType === '2') return 2;
  return undefined;
}
