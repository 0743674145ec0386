import { computeCufeCheckDigit, splitCufe } from './cufe-layout.ts';
import type { KnownResultCode } from './dgi-result-codes.ts';
import { parseDgiTimestamp } from './panama-time.ts';
import type { RfeFacts } from './rfe-facts.ts';
import type { RuleContext } from './rule-context.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const CONTINGENCY_TYPES = new Set(['02', '04']);

/** Groups A and B: format version, environment, the CUFE against the fields it is made of, dates. */
export function checkGeneralData(facts: RfeFacts, context: RuleContext): KnownResultCode[] {
  const found: KnownResultCode[] = [];
  if (facts.formatVersion !== '1.00') found.push('1000');
  if (facts.environment !== context.environment) found.push('1500');
  found.push(...checkCufeComposition(facts));
  found.push(...checkIssueDate(facts, context.now));
  found.push(...checkContingency(facts, context.now));
  if (facts.documentType === '03' && facts.destination === '1') found.push('1533');
  if (facts.documentType === '01' && facts.destination === '2') found.push('1534');
  if (facts.destination === '1' && facts.hasExportGroup) found.push('1650');
  if (facts.destination === '2' && !facts.hasExportGroup) found.push('1651');
  return found;
}

/** Each CUFE segment must repeat the field it is built from (the 15xx "CUFE malformado" family, 1001). */
function checkCufeComposition(facts: RfeFacts): KnownResultCode[] {
  const segments = splitCufe(facts.cufe);
  if (!segments) return ['1001'];
  const found: KnownResultCode[] = [];
  const { ruc } = facts.issuer;
  if (segments.documentType !== facts.documentType) found.push('1511');
  if (segments.taxpayerType !== ruc.taxpayerType) found.push('1560');
  if (segments.paddedRuc !== ruc.ruc.padStart(20, '0') || segments.dv !== ruc.dv) found.push('1564');
  if (segments.branch !== facts.issuer.branch) found.push('1567');
  if (segments.issueDate !== facts.issueDate.slice(0, 10).replaceAll('-', '')) found.push('1521');
  if (segments.number !== facts.number) found.push('1514');
  if (segments.billingPoint !== facts.billingPoint) found.push('1516');
  if (segments.emissionType !== facts.emissionType) found.push('1504');
  if (segments.environment !== facts.environment) found.push('1502');
  if (segments.securityCode !== facts.securityCode) found.push('1518');
  if (computeCufeCheckDigit(facts.cufe) !== segments.checkDigit) found.push('1001');
  return found;
}

function checkIssueDate(facts: RfeFacts, now: Date): KnownResultCode[] {
  const issued = parseDgiTimestamp(facts.issueDate);
  if (!issued) return [];
  const ahead = issued.getTime() - now.getTime();
  if (ahead > 2 * DAY_MS) return ['1520'];
  if (ahead > DAY_MS) return ['1535'];
  if (-ahead > 30 * DAY_MS) return ['1519'];
  return [];
}

function checkContingency(facts: RfeFacts, now: Date): KnownResultCode[] {
  if (!CONTINGENCY_TYPES.has(facts.emissionType)) return [];
  const found: KnownResultCode[] = [];
  const started = parseDgiTimestamp(facts.contingencyDate);
  if (!started) found.push('1506');
  if (!facts.contingencyReason) found.push('1509');
  const issued = parseDgiTimestamp(facts.issueDate);
  if (started && issued && started.getTime() > issued.getTime()) found.push('1507');
  if (started && now.getTime() - started.getTime() > 72 * HOUR_MS) found.push('1508');
  return found;
}
