import { emptyLineDraft, lineItemSchema } from '@facturar/domain';
import { describe, expect, it } from 'vitest';
import { totalsOfValues } from './emission-totals.ts';
import { createEmptyValues, type EmissionValues } from './emission-values.ts';

/** A form with one line of 100.00 at 7 %, a discount of 10.00 and a tip of 5.00, every switch off. */
function form(extra: Partial<EmissionValues> = {}): EmissionValues {
  return {
    ...createEmptyValues(),
    detalles: [
      {
        key: 'a',
        codigoPrincipal: 'a',
        descripcion: 'a',
        hasGtin: false,
        draft: emptyLineDraft,
        request: lineItemSchema.parse({
          idProducto: '1',
          cantidad: '1',
          precioProducto: '100.00',
          codigoItbms: '01',
        }),
      },
    ],
    descuentosAdicionales: [{ key: 'd', nombre: 'Pronto pago', valor: '10.00' }],
    propina: '5',
    ...extra,
  };
}

describe("a whole form's totals", () => {
  it('leave out the additional discounts while their switch is off, and add the tip', () => {
    const totals = totalsOfValues(form());
    expect(totals.tip.toFixed(2)).toBe('5.00');
    expect(totals.totalWithTip.toFixed(2)).toBe('112.00');
  });

  it('take the additional discounts once they are switched on', () => {
    expect(totalsOfValues(form({ hasDiscounts: true })).totalWithTip.toFixed(2)).toBe('102.00');
  });
});
