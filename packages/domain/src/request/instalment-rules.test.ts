import { describe, expect, it } from 'vitest';
import { findInstalmentsProblem } from './instalment-rules.ts';
import { findInstalmentDueProblem } from './request-time-rules.ts';

describe('instalment rules (spec 002 §5)', () => {
  it('asks for instalments when the payment time is credit', () => {
    expect(findInstalmentsProblem({ paymentTime: '2', instalmentValues: [], documentTotal: '10' })).toBe(
      'Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es crédito/plazo.',
    );
    expect(
      findInstalmentsProblem({ paymentTime: '1', instalmentValues: [], documentTotal: '10' }),
    ).toBeUndefined();
  });

  it('accepts instalments that add up to the total, refuses one cent more with the sum', () => {
    expect(
      findInstalmentsProblem({
        paymentTime: '2',
        instalmentValues: ['5.35', '5.35'],
        documentTotal: '10.70',
      }),
    ).toBeUndefined();
    expect(
      findInstalmentsProblem({
        paymentTime: '2',
        instalmentValues: ['5.35', '5.36'],
        documentTotal: '10.70',
      }),
    ).toBe('El valor es: 10.71, y excede al valor total');
  });

  it('refuses a due date before today in Panama', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(findInstalmentDueProblem('2026-03-10', now)).toBeUndefined();
    expect(findInstalmentDueProblem('2026-03-09', now)).toBe(
      'La fecha de vencimiento de la cuota no puede ser anterior a la fecha actual.',
    );
  });
});
