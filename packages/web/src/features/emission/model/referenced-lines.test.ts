import { describe, expect, it } from 'vitest';
import { toReferencedLineRows } from './referenced-lines.ts';

const consulting = {
  idProducto: 7,
  codigoPrincipal: 'SRV-001',
  descripcion: 'Servicio de consultoría',
  cantidad: '2.00',
  precioUnitario: '45.000000',
  descuentoUnitario: '5.00',
  codigoItbms: '01',
};

describe('an invoice’s items as a note’s detail rows', () => {
  it('keeps product, quantity, price, discount per unit and ITBMS as invoiced', () => {
    const { rows, skipped } = toReferencedLineRows([consulting]);
    expect(skipped).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ codigoPrincipal: 'SRV-001', descripcion: 'Servicio de consultoría' });
    expect(rows[0]?.request).toMatchObject({
      idProducto: '7',
      cantidad: '2.00',
      precioProducto: '45.000000',
      descuento: '5.00',
      codigoItbms: '01',
    });
  });

  it('leaves out and names an item whose product the company no longer has', () => {
    const { rows, skipped } = toReferencedLineRows([
      consulting,
      { ...consulting, idProducto: null, codigoPrincipal: 'OLD-9' },
    ]);
    expect(rows).toHaveLength(1);
    expect(skipped).toEqual(['OLD-9']);
  });
});
