import { emptyExportData } from '@facturar/domain';
import { describe, expect, it } from 'vitest';
import { parseExportData, readExportDataErrors } from './export-data-rules.ts';

const fob = { ...emptyExportData, condicionEntrega: 'FOB' };

describe('export data (spec 002 §4, §5)', () => {
  it('needs the incoterm', () => {
    expect(readExportDataErrors(emptyExportData).condicionEntrega).toBe(
      'Seleccione la condición de entrega (Incoterm).',
    );
  });

  it("asks for 'Otra moneda' with the currency ZZZ", () => {
    const other = { ...fob, monedaOperacion: 'ZZZ' };
    expect(readExportDataErrors(other).detalleMoneda).toBe(
      'Ingrese el nombre de la otra moneda (máximo 50 caracteres).',
    );
    expect(parseExportData(other)).toBeUndefined();
    expect(parseExportData({ ...other, detalleMoneda: 'Peso uruguayo' })).toMatchObject({
      monedaOperacion: 'ZZZ',
      detalleMoneda: 'Peso uruguayo',
    });
  });

  it('leaves out a hidden other-currency name once another currency is chosen', () => {
    const data = parseExportData({ ...fob, monedaOperacion: 'USD', detalleMoneda: 'Peso uruguayo' });
    expect(data).toBeDefined();
    expect(data?.detalleMoneda).toBeUndefined();
  });

  it('takes exchange rate and foreign amount as numbers only', () => {
    const errors = readExportDataErrors({ ...fob, tipoCambio: '1,5', montoMoneda: 'diez' });
    expect(errors.tipoCambio).toBe(
      'El tipo de cambio debe ser numérico, con hasta 11 dígitos en total y 4 decimales.',
    );
    expect(errors.montoMoneda).toBe(
      'El monto en moneda extranjera debe ser numérico, con hasta 20 dígitos en total y 4 decimales.',
    );
  });
});
