import {
  assertCanonicalElement,
  signDocument,
  signDocumentAsync,
  verifySignature,
} from '@facturar/server/signing';
import { createTestSigningKey, unsignedSampleRfe } from '@facturar/server/testing';
import { isSmoke } from './bench-size.ts';
import type { BenchFigure } from './throughput-meter.ts';

const MEASURE_MS = isSmoke ? 1 : 3000;
const WARM_UP_UNITS = isSmoke ? 1 : 200;

/**
 * Signing throughput on the DGI sample (12 items, about 11 KB): one core with the synchronous signer,
 * all cores with the RSA operation on libuv's thread pool, the cost of the text work around RSA, and
 * the verifier's rate.
 */
export async function measureSigningThroughput(): Promise<BenchFigure[]> {
  const key = await createTestSigningKey();
  const unsigned = unsignedSampleRfe();
  const signed = signDocument(unsigned, key).xml;

  const syncRate = ratePerSecond(() => signDocument(unsigned, key));
  const asyncRate = await asyncRatePerSecond(() => signDocumentAsync(unsigned, key));
  const guardRate = ratePerSecond(() => assertCanonicalElement(unsigned, 'rFE'));
  const verifyRate = ratePerSecond(() => verifySignature(signed));

  return [
    { name: 'sign.sample_rfe.one_core', value: Math.round(syncRate), unit: 'documents/s' },
    { name: 'sign.sample_rfe.thread_pool', value: Math.round(asyncRate), unit: 'documents/s' },
    { name: 'sign.canonical_guard', value: Math.round(1e6 / guardRate), unit: 'µs/document' },
    { name: 'verify.sample_rfe', value: Math.round(verifyRate), unit: 'documents/s' },
  ];
}

function ratePerSecond(work: () => unknown): number {
  for (let warmUp = 0; warmUp < WARM_UP_UNITS; warmUp += 1) work();
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MEASURE_MS) {
    for (let batch = 0; batch < 10; batch += 1) work();
    count += 10;
  }
  return count / ((performance.now() - start) / 1000);
}

async function asyncRatePerSecond(work: () => Promise<unknown>): Promise<number> {
  const inFlight = isSmoke ? 2 : 64;
  await Promise.all(Array.from({ length: inFlight }, work));
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MEASURE_MS) {
    await Promise.all(Array.from({ length: inFlight }, work));
    count += inFlight;
  }
  return count / ((performance.now() - start) / 1000);
}

if (import.meta.main) {
  for (const figure of await measureSigningThroughput()) console.log(JSON.stringify(figure));
}
