// CAFE PDFs per second (DESIGN §8: ≥ 300/s on 2 cores): read from the signed XML and rendered, as the
// e-mail job does, and rendered from a document already read; letter and 80 mm roll, on the DGI
// sample (12 items), each PDF with a QR of its own.
import { SIGNED_SAMPLE } from '@facturar/server/testing';
import type { CafeWorkloadInput } from './support/cafe-workload.ts';
import { measureRateOnThreads, printFigures, rateFigures } from './support/throughput-meter.ts';

const xml = SIGNED_SAMPLE.toString('utf8');
const workload = new URL('./support/cafe-workload.ts', import.meta.url);
const cases: { name: string; input: CafeWorkloadInput }[] = [
  { name: 'cafe.letter.parse_render', input: { xml, template: '01', isParsed: true } },
  { name: 'cafe.letter.render', input: { xml, template: '01', isParsed: false } },
  { name: 'cafe.roll.parse_render', input: { xml, template: '02', isParsed: true } },
];
for (const { name, input } of cases) {
  printFigures([
    ...rateFigures(`${name}.one_core`, await measureRateOnThreads(workload, input, 1), 'PDFs'),
    ...rateFigures(`${name}.two_cores`, await measureRateOnThreads(workload, input, 2), 'PDFs'),
  ]);
}
