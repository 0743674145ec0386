// Document totals per second: the 12 lines of a typical invoice computed and summed into gTot
// (computeLineTotals + computeDocumentTotals), and the document sum alone.
import {
  Decimal,
  computeDocumentTotals,
  computeLineTotals,
  type DocumentTotalsInput,
  type LineInput,
} from '@facturar/domain';
import { measureRate, printFigures, rateFigures } from './support/throughput-meter.ts';

const d = (text: string) => new Decimal(text);
const LINES: LineInput[] = [
  { quantity: d('35'), unitPrice: d('0.35'), itbmsCode: '01' },
  {
    quantity: d('12.5'),
    unitPrice: d('7.4125'),
    itbmsCode: '01',
    discount: { kind: 'value', amount: d('0.50') },
  },
  { quantity: d('1'), unitPrice: d('250.00'), itbmsCode: '02' },
  { quantity: d('6'), unitPrice: d('18.99'), itbmsCode: '03', iscRate: '0.1325' },
  { quantity: d('4'), unitPrice: d('1.03'), itbmsCode: '00' },
  {
    quantity: d('3'),
    unitPrice: d('93.00'),
    itbmsCode: '01',
    discount: { kind: 'percentage', amount: d('10') },
  },
  { quantity: d('2'), unitPrice: d('45.00'), itbmsCode: '01', freight: d('5.00') },
  { quantity: d('1'), unitPrice: d('3.53'), itbmsCode: '03' },
  { quantity: d('0.75'), unitPrice: d('13.123456'), itbmsCode: '01' },
  { quantity: d('20'), unitPrice: d('1.75'), itbmsCode: '00', otis: [{ code: '01', amount: d('0.35') }] },
  { quantity: d('1'), unitPrice: d('7.49'), itbmsCode: '02', discount: { kind: 'value', amount: d('0.70') } },
  { quantity: d('10'), unitPrice: d('4.08'), itbmsCode: '01' },
];
const documentInput = (lines: DocumentTotalsInput['lines']): DocumentTotalsInput => ({
  lines,
  additionalDiscounts: [d('10.00')],
  payments: [d('500.00'), d('520.00')],
  instalments: [],
  paymentTime: '1',
  retentionCode: '2',
});
const computedLines = LINES.map(computeLineTotals);

printFigures([
  ...rateFigures(
    'totals.invoice_12_items.lines_and_document.one_core',
    await measureRate(() => computeDocumentTotals(documentInput(LINES.map(computeLineTotals)))),
    'documents',
  ),
  ...rateFigures(
    'totals.invoice_12_items.document.one_core',
    await measureRate(() => computeDocumentTotals(documentInput(computedLines))),
    'documents',
  ),
]);
