import {
  createGenerationRequestSchema,
  emptyLineDraft,
  formatFixed2,
  lineItemSchema,
} from '@facturar/domain';
import { describe, expect, it } from 'vitest';
import { buildGenerationBody, findGeneralDataProblems, findGenerationProblems } from './build-request.ts';
import type { DocumentKind } from './document-kinds.ts';
import { totalsOfValues } from './emission-totals.ts';
import { createEmptyValues, type EmissionValues, type LineRow } from './emission-values.ts';

const now = new Date('2026-11-20T15:00:00Z');
const invoice: DocumentKind = { menu: 'FOP', code: '01', name: 'Factura de Operación Interna' };

function line(key: string, fields: Record<string, unknown>): LineRow {
  return {
    key,
    codigoPrincipal: key,
    descripcion: key,
    hasGtin: false,
    draft: emptyLineDraft,
    request: lineItemSchema.parse({ idProducto: '1', ...fields }),
  };
}

function filledValues(extra: Partial<EmissionValues> = {}): EmissionValues {
  return {
    ...createEmptyValues(now),
    detalles: [
      line('a', { cantidad: '2', precioProducto: '45.00', codigoItbms: '01' }),
      line('b', {
        cantidad: '3',
        precioProducto: '4.25',
        codigoItbms: '00',
        descuento: '10',
        isDescuentoPorcentaje: 'true',
      }),
    ],
    ...extra,
  };
}

describe('the generation body of the emission form', () => {
  it('is accepted by the shared schema, with one payment of the total plus the tip in mode U', () => {
    const values = filledValues({ propina: '5' });
    const totals = totalsOfValues(values);
    const body = buildGenerationBody(values, invoice, totals.totalWithTip, now);
    const parsed = createGenerationRequestSchema({ now }).parse(body);
    // 90 + 6.30 ITBMS + 3 × (4.25 − 0.425) = 107.775 → 107.78 (the domain's rounding), plus a 5.00 tip.
    expect(formatFixed2(totals.totals.documentTotal)).toBe('107.78');
    expect(parsed.formasPago).toEqual([{ codigo: '02', valor: '112.78' }]);
    expect(parsed.idAsignacionEmpresaCliente).toBe(0);
    expect(parsed.fechaEmision).toMatch(/^2026-11-20T\d{2}:\d{2}:\d{2}-05:00$/);
    expect(findGenerationProblems(body, values, totals, now)).toEqual([]);
  });

  it('names the tip above 10 %, payments above the total and a missing retention code', () => {
    const values = filledValues({
      propina: '20',
      paymentMode: 'V',
      formasPago: [{ key: 'p', codigo: '03', descripcion: '', valor: '200' }],
      hasRetention: true,
    });
    const totals = totalsOfValues(values);
    const problems = findGenerationProblems(
      buildGenerationBody(values, invoice, totals.totalWithTip, now),
      values,
      totals,
      now,
    );
    expect(problems).toContain('La propina no puede ser mayor al 10% del valor del comprobante');
    expect(problems).toContain(
      'La suma de las formas de pago no puede ser mayor al valor del comprobante más la propina.',
    );
    expect(problems).toContain('Ingresar el código de la retención a aplicar, es necesario.');
  });

  it("lists each missing general data field before 'Agregar Detalle'", () => {
    const values = { ...filledValues(), entregaCafe: '', tiempoPago: '' };
    expect(findGeneralDataProblems(values, invoice, now)).toEqual({
      entregaCafe: 'Seleccione la entrega del CAFE.',
      tiempoPago: 'Seleccione el tiempo de pago.',
    });
  });
});
