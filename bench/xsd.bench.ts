// XSD validations per second with libxml2-wasm: the DGI sample (12 items, signed, with its QR) against
// the published schema, and a freshly built invoice against the unsigned stage.
import { writeRfeXml } from '@facturar/domain';
import { TAXPAYER_CUSTOMER, buildSampleRfe } from '@facturar/domain/testing';
import { createRfeXsdValidator } from '@facturar/server/xsd';
import { SIGNED_SAMPLE } from '@facturar/server/testing';
import { buildSampleInvoiceBody } from './support/sample-invoice.ts';
import { measureRate, printFigures, rateFigures } from './support/throughput-meter.ts';

const sample = SIGNED_SAMPLE.toString('utf8');
const unsigned = writeRfeXml(buildSampleRfe(buildSampleInvoiceBody(), { customer: TAXPAYER_CUSTOMER })).xml;

const validator = createRfeXsdValidator();
try {
  for (const [xml, stage] of [
    [sample, 'complete'],
    [unsigned, 'unsigned'],
  ] as const) {
    if (validator.validate(xml, stage).length > 0)
      throw new Error(`The ${stage} benchmark document is not valid.`);
  }
  printFigures([
    ...rateFigures(
      'xsd.sample_rfe.complete.one_core',
      await measureRate(() => validator.validate(sample, 'complete')),
      'validations',
    ),
    ...rateFigures(
      'xsd.invoice_12_items.unsigned.one_core',
      await measureRate(() => validator.validate(unsigned, 'unsigned')),
      'validations',
    ),
  ]);
} finally {
  validator.dispose();
}
