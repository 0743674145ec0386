import { numberDocument, prepareDocument, validateGenerationRequest, writeRfeXml } from '@facturar/domain';
import {
  SAMPLE_NOW,
  SAMPLE_NUMBERING,
  TAXPAYER_CUSTOMER,
  buildSampleParties,
} from '@facturar/domain/testing';
import { loadSigningKey, signDocument } from '@facturar/server/signing';
import type { Work } from './throughput-meter.ts';

export type DocumentWorkloadInput = {
  readonly p12: Uint8Array;
  readonly password: string;
  readonly body: Record<string, unknown>;
};

/**
 * One document issued as the server issues it, without the database: the generation body validated
 * and prepared, numbered with the next number, written as canonical text and signed.
 */
export function prepareWork(input: DocumentWorkloadInput): Work {
  const key = loadSigningKey(input.p12, input.password);
  const parties = buildSampleParties({ customer: TAXPAYER_CUSTOMER });
  let number = 0;
  return () => {
    number += 1;
    const validated = validateGenerationRequest(input.body, { now: SAMPLE_NOW });
    if (!validated.ok) throw new Error(JSON.stringify(validated.problems));
    const prepared = prepareDocument(validated.value, parties);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
    const numbered = numberDocument(prepared.value, { ...SAMPLE_NUMBERING, number });
    if (!numbered.ok) throw new Error(JSON.stringify(numbered.problems));
    return signDocument(writeRfeXml(numbered.value), key);
  };
}
