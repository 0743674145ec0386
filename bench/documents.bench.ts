// Documents built and signed per second (DESIGN §8: ≥ 1,000/s on 2 cores), and where the time of one
// document goes, stage by stage, beside the RSA operation alone (the floor of the sign stage).
import { sign } from 'node:crypto';
import { numberDocument, prepareDocument, validateGenerationRequest, writeRfeXml } from '@facturar/domain';
import {
  SAMPLE_NOW,
  SAMPLE_NUMBERING,
  TAXPAYER_CUSTOMER,
  buildSampleParties,
} from '@facturar/domain/testing';
import { createSelfSignedP12, loadSigningKey, signDocument } from '@facturar/server/signing';
import type { DocumentWorkloadInput } from './support/document-workload.ts';
import { buildSampleInvoiceBody } from './support/sample-invoice.ts';
import {
  costFigure,
  measureRate,
  measureRateOnThreads,
  printFigures,
  rateFigures,
} from './support/throughput-meter.ts';

const PASSWORD = 'benchmark';
const YEAR_MS = 365 * 86_400_000;
const STAGE = { durationMs: 1000, warmUpMs: 1000 };

const p12 = await createSelfSignedP12({
  commonName: '[F] DISTRIBUIDORA FACTURAR S A - 155596713-2-2015 - 59 - BENCHMARK',
  password: PASSWORD,
  notBefore: new Date(Date.now() - YEAR_MS),
  notAfter: new Date(Date.now() + YEAR_MS),
});
const body = buildSampleInvoiceBody();
const input: DocumentWorkloadInput = { p12, password: PASSWORD, body };
const workload = new URL('./support/document-workload.ts', import.meta.url);
const name = 'documents.invoice_12_items.build_sign';
printFigures([
  ...rateFigures(`${name}.one_core`, await measureRateOnThreads(workload, input, 1), 'documents'),
  ...rateFigures(`${name}.two_cores`, await measureRateOnThreads(workload, input, 2), 'documents'),
]);

// Each stage alone, on this thread, over the same invoice.
const clock = { now: SAMPLE_NOW };
const key = loadSigningKey(p12, PASSWORD);
const parties = buildSampleParties({ customer: TAXPAYER_CUSTOMER });
const validated = validateGenerationRequest(body, clock);
if (!validated.ok) throw new Error(JSON.stringify(validated.problems));
const prepared = prepareDocument(validated.value, parties);
if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
const numbered = numberDocument(prepared.value, SAMPLE_NUMBERING);
if (!numbered.ok) throw new Error(JSON.stringify(numbered.problems));
const written = writeRfeXml(numbered.value);
const SIGNED_INFO_SIZED = Buffer.alloc(640, 'a');
printFigures([
  costFigure(
    'documents.stage.validate',
    await measureRate(() => validateGenerationRequest(body, clock), STAGE),
    'document',
  ),
  costFigure(
    'documents.stage.prepare',
    await measureRate(() => prepareDocument(validated.value, parties), STAGE),
    'document',
  ),
  costFigure(
    'documents.stage.number',
    await measureRate(() => numberDocument(prepared.value, SAMPLE_NUMBERING), STAGE),
    'document',
  ),
  costFigure(
    'documents.stage.write_xml',
    await measureRate(() => writeRfeXml(numbered.value), STAGE),
    'document',
  ),
  costFigure('documents.stage.sign', await measureRate(() => signDocument(written, key), STAGE), 'document'),
  // What `openssl speed rsa2048` measures, through node:crypto with the prepared key: the canonical
  // SignedInfo the signer signs is about this size.
  costFigure(
    'documents.stage.rsa',
    await measureRate(() => sign('sha256', SIGNED_INFO_SIZED, key.privateKey), STAGE),
    'document',
  ),
]);
