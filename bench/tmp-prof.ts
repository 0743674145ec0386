import { numberDocument, prepareDocument, validateGenerationRequest, writeRfeXml } from '@facturar/domain';
import { SAMPLE_NOW, SAMPLE_NUMBERING, TAXPAYER_CUSTOMER, buildSampleParties } from '@facturar/domain/testing';
import { buildSampleInvoiceBody } from './support/sample-invoice.ts';
const body = buildSampleInvoiceBody();
const parties = buildSampleParties({ customer: TAXPAYER_CUSTOMER });
let number = 0;
const stage = { v: 0, p: 0, n: 0, w: 0 };
const end = performance.now() + Number(process.env.MS ?? 4000);
let count = 0;
while (performance.now() < end) {
  number++;
  let t = performance.now();
  const validated = validateGenerationRequest(body, { now: SAMPLE_NOW });
  if (!validated.ok) throw new Error('v');
  let u = performance.now(); stage.v += u - t; t = u;
  const prepared = prepareDocument(validated.value, parties);
  if (!prepared.ok) throw new Error('p');
  u = performance.now(); stage.p += u - t; t = u;
  const numbered = numberDocument(prepared.value, { ...SAMPLE_NUMBERING, number });
  if (!numbered.ok) throw new Error('n');
  u = performance.now(); stage.n += u - t; t = u;
  writeRfeXml(numbered.value);
  u = performance.now(); stage.w += u - t;
  count++;
}
console.log(count, Object.fromEntries(Object.entries(stage).map(([k, v]) => [k, ((v / count) * 1000).toFixed(1) + 'µs'])));
