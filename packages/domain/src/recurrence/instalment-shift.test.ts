import { describe, expect, it } from 'vitest';
import { daysBetween, shiftInstalmentDates } from './instalment-shift.ts';

describe('instalments of a scheduled body', () => {
  it('counts whole days across months, years and backwards', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('moves each due date by the days given, keeping its time and zone and the rest of the body', () => {
    const body = {
      tiempoPago: '2',
      pagoPlazos: [
        { valorCuota: '50.00', fechaVencimiento: '2026-01-30' },
        { valorCuota: '50.00', fechaVencimiento: '2026-02-28T00:00:00-05:00' },
      ],
    };
    expect(shiftInstalmentDates(body, 3)).toEqual({
      tiempoPago: '2',
      pagoPlazos: [
        { valorCuota: '50.00', fechaVencimiento: '2026-02-02' },
        { valorCuota: '50.00', fechaVencimiento: '2026-03-03T00:00:00-05:00' },
      ],
    });
    expect(shiftInstalmentDates(body, 0)).toBe(body);
    expect(shiftInstalmentDates({ tiempoPago: '1' }, 5)).toEqual({ tiempoPago: '1' });
  });

  it('leaves what is not a date as it is, for the generation rules to refuse', () => {
    const body = { pagoPlazos: [{ fechaVencimiento: 'mañana' }, null] };
    expect(shiftInstalmentDates(body, 2)).toEqual(body);
  });
});
