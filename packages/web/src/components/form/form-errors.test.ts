import { describe, expect, it } from 'vitest';
import { readFirstErrorMessage } from './form-errors.ts';

describe('the first message of a refused form', () => {
  it('is found on a field, in a group or on the whole form', () => {
    expect(readFirstErrorMessage({ fechaFin: { type: 'custom', message: 'Ingrese ambas fechas' } })).toBe(
      'Ingrese ambas fechas',
    );
    expect(
      readFirstErrorMessage({ rucEmisor: { ruc: { type: 'custom', message: 'RUC inválido' } } } as never),
    ).toBe('RUC inválido');
    expect(readFirstErrorMessage({ '': { type: 'custom', message: 'Ingrese al menos un parámetro' } })).toBe(
      'Ingrese al menos un parámetro',
    );
  });

  it('is absent when nothing was refused', () => {
    expect(readFirstErrorMessage({})).toBeUndefined();
  });
});
