import { CUFE_LENGTH, hasValidCufeCheckDigit, splitCufe } from './cufe-layout.ts';
import type { KnownResultCode } from './dgi-result-codes.ts';
import type { RfeFacts } from './rfe-facts.ts';

const CREDIT_NOTE = '04';
const DEBIT_NOTE = '05';
const GENERIC_NOTES = new Set(['06', '07']);
const INVOICES = new Set(['01', '08']);

// A referencing note type and the type of the document it refers to that the DGI refuses.
const REFUSED_REFERENCES: Readonly<Record<string, KnownResultCode>> = {
  [`${CREDIT_NOTE}>${CREDIT_NOTE}`]: '1712',
  [`${DEBIT_NOTE}>${DEBIT_NOTE}`]: '1713',
  [`${CREDIT_NOTE}>${DEBIT_NOTE}`]: '1715',
  [`${DEBIT_NOTE}>${CREDIT_NOTE}`]: '1716',
};

/** B60: the documents a credit or debit note refers to. */
export function checkReferences(facts: RfeFacts): KnownResultCode[] {
  const found = new Set<KnownResultCode>();
  const type = facts.documentType;
  if ((type === CREDIT_NOTE || type === DEBIT_NOTE) && facts.references.length === 0) found.add('1705');
  const referencedCufes = facts.references.flatMap((reference) =>
    reference.cufe === undefined ? [] : [reference.cufe],
  );
  if (referencedCufes.length > 0 && GENERIC_NOTES.has(type)) found.add('1706');
  if (referencedCufes.length > 0 && INVOICES.has(type)) found.add('1708');
  if (new Set(referencedCufes).size !== referencedCufes.length) found.add('1709');
  for (const cufe of referencedCufes) {
    if (cufe.length !== CUFE_LENGTH || !splitCufe(cufe)) {
      found.add('1703');
      continue;
    }
    if (!hasValidCufeCheckDigit(cufe)) found.add('1704');
    const refused = REFUSED_REFERENCES[`${type}>${cufe.slice(2, 4)}`];
    if (refused) found.add(refused);
  }
  return [...found];
}
