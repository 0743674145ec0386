import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRfeXml } from '@facturar/domain';
import {
  FOREIGN_CUSTOMER,
  TAXPAYER_CUSTOMER,
  buildSampleRfe,
  buildValidBody,
  generationCaseArbitrary,
} from '@facturar/domain/testing';
import { parseRfe, viewRfeDocument } from './index.ts';

describe('the CAFE view of a document built in memory (the preview)', () => {
  it('is the view its XML reads back as, for documents of every type and option', () => {
    fc.assert(
      fc.property(generationCaseArbitrary(), ({ body, customer }) => {
        const document = buildSampleRfe(body, { customer });
        expect(viewRfeDocument(document)).toStrictEqual(parseRfe(writeRfeXml(document).xml));
      }),
      { numRuns: 200 },
    );
  });

  it('shows amounts as the XML writes them, exactly', () => {
    const body = {
      ...buildValidBody(),
      detalles: [
        { idProducto: 2, cantidad: '1.5', precioProducto: '3.333333', codigoItbms: '03', acarreo: '2' },
      ],
      formasPago: [{ codigo: '02', valor: '7.75' }],
    };
    const view = viewRfeDocument(buildSampleRfe(body, { customer: TAXPAYER_CUSTOMER }));
    expect(view.items[0]).toMatchObject({
      sequence: '001',
      quantity: '1.50',
      unitPrice: '3.333333',
      amount: '5.00',
      freight: '2.00',
    });
    expect(view.totals).toMatchObject({ itemCount: '1', paymentTerm: '1' });
    expect(view.itbmsByRate).toEqual([{ rate: '03', base: '5.00', tax: '0.75' }]);
  });

  it('has no QR, a document built in memory being unsigned, and takes the protocol it is given', () => {
    const document = buildSampleRfe(buildValidBody('03'), { customer: FOREIGN_CUSTOMER });
    const protocol = { number: '12345', date: '2025-03-14T10:31:00-05:00' };
    expect(viewRfeDocument(document, { protocol })).toMatchObject({ qrUrl: undefined, protocol });
  });
});
