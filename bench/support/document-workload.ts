import { buildRfeDocument, createGenerationRequestSchema, writeRfeXml } from '@facturar/domain';
import { SAMPLE_NOW, TAXPAYER_CUSTOMER, buildSampleContext } from '../../packages/domain/src/testing.ts';
import { loadSigningKey, signDocument } from '../../packages/server/src/adapters/signing/index.ts';
import type { Work } from './throughput-meter.ts';

export type DocumentWorkloadInput = {
  readonly p12: Uint8Array;
  readonly password: string;
  readonly body: Record<string, unknown>;
};

/**
 * One document issued as the server issues it, without the database: the generation body through
 * the schema, built into the rFE with the next number, written as canonical text and signed.
 */
export function prepareWork(input: DocumentWorkloadInput): Work {
  const schema = createGenerationRequestSchema({ now: SAMPLE_NOW });
  const key = loadSigningKey(input.p12, input.password);
  let number = 0;
  return () => {
    number += 1;
    const context = buildSampleContext({ customer: TAXPAYER_CUSTOMER, number });
    const result = buildRfeDocument(schema.parse(input.body), context);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return signDocument(writeRfeXml(result.document).xml, key);
  };
}
