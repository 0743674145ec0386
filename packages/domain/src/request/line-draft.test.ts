import { describe, expect, it } from 'vitest';
import { emptyLineDraft, toLineInput } from './line-draft.ts';
import { lineItemSchema } from './line-item-schema.ts';

describe('a line as a form holds it', () => {
  const typed = { ...emptyLineDraft, idProducto: '7', precioProducto: '4.95' };

  it('sends a sub-form only while its switch is on', () => {
    const order = { nroPedidoCompra: '1', nroSecuencial: '2', informacionInteres: '' };
    expect(toLineInput({ ...typed, pedidoComercialDto: order })).toMatchObject({
      pedidoComercialDto: undefined,
      farmaceuticaDto: undefined,
      vehiculoNuevoDto: undefined,
    });
    expect(toLineInput({ ...typed, hasOrder: true, pedidoComercialDto: order })).toMatchObject({
      pedidoComercialDto: order,
    });
    expect(toLineInput(typed)).not.toHaveProperty('hasOrder');
  });

  it('with a product and a price, the empty line is a valid request line: one unit at ITBMS 01', () => {
    expect(lineItemSchema.parse(toLineInput(typed))).toMatchObject({ cantidad: '1', codigoItbms: '01' });
  });
});
