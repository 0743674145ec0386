import { isRejection, resultFor, type KnownResultCode, type ResultCode } from './dgi-result-codes.ts';
import { checkGeneralData } from './general-data-rules.ts';
import { checkItems } from './item-rules.ts';
import { checkIssuer, checkReceiver } from './party-rules.ts';
import { checkReferences } from './reference-rules.ts';
import { readRfeFacts, type RfeFacts } from './rfe-facts.ts';
import type { RuleContext } from './rule-context.ts';
import { checkSignature } from './signature-checker.ts';
import { checkTotals } from './totals-rules.ts';
import { readSchemaValidRfe } from './xsd-checker.ts';

/** What the judge asks of the PAC's records. */
export type JudgeContext = RuleContext & {
  /** Whether issuers must be affiliated to this PAC (0185). */
  readonly requiresAffiliatedIssuer: boolean;
  readonly isAffiliated: (ruc: string) => boolean;
  /** Whether a document with this CUFE, or with this issuer/type/branch/point/number, was received before. */
  readonly isKnownDocument: (cufe: string, numberKey: string) => boolean;
};

export type DocumentVerdict =
  | { readonly kind: 'rejected'; readonly cufe: string | undefined; readonly results: readonly ResultCode[] }
  | {
      readonly kind: 'authorisable';
      readonly facts: RfeFacts;
      readonly numberKey: string;
      readonly digestValue: string;
      /** The N codes that accompany the authorisation. */
      readonly warnings: readonly ResultCode[];
    };

/**
 * Judges a signed rFE as the DGI would: the schema first (0100 stops everything), then every rule of the
 * Ficha the sandbox implements, the signature, the issuer's affiliation and duplicates. All codes found
 * are reported, rejections first.
 */
export function judgeDocument(
  rfeText: string,
  envelopeEnvironment: string,
  context: JudgeContext,
): DocumentVerdict {
  const schema = readSchemaValidRfe(rfeText);
  if (!schema.isValid) return rejected(undefined, [resultFor('0100', schema.message)]);
  const facts = readRfeFacts(schema.document);
  const signature = checkSignature(schema.document);

  const codes: KnownResultCode[] = [];
  if (envelopeEnvironment !== facts.environment) codes.push('1500');
  codes.push(
    ...checkGeneralData(facts, context),
    ...checkIssuer(facts),
    ...checkReceiver(facts, context),
    ...checkItems(facts),
    ...checkTotals(facts),
    ...checkReferences(facts),
  );
  if (!signature.isValid) codes.push('1003');
  const issuerRuc = facts.issuer.ruc.ruc;
  if (context.requiresAffiliatedIssuer && !context.isAffiliated(issuerRuc)) codes.push('0185');
  const numberKey = [
    issuerRuc,
    facts.documentType,
    facts.issuer.branch,
    facts.billingPoint,
    facts.number,
  ].join('|');
  if (context.isKnownDocument(facts.cufe, numberKey)) codes.push('1002');

  const unique = [...new Set(codes)];
  const rejections = unique.filter(isRejection);
  const warnings = unique.filter((code) => !isRejection(code)).map((code) => resultFor(code));
  // An invalid signature is always among the rejections (1003); naming it lets the type narrow.
  if (rejections.length > 0 || !signature.isValid) {
    return rejected(facts.cufe, [...rejections.map((code) => resultFor(code)), ...warnings]);
  }
  return { kind: 'authorisable', facts, numberKey, digestValue: signature.digestValue, warnings };
}

function rejected(cufe: string | undefined, results: ResultCode[]): DocumentVerdict {
  return { kind: 'rejected', cufe, results };
}
