import { describe, expect, it } from 'vitest';
import { readCufe } from './read-cufe.ts';

const cufe = 'FE0120000155596713-2-2015-5900002026112400000000010010112345678904';

describe('readCufe', () => {
  it('takes the CUFE itself, in any case and with spaces around it', () => {
    expect(readCufe(` ${cufe.toLowerCase()} `)).toBe(cufe);
  });

  it('takes the CUFE from the QR code’s address (chFE)', () => {
    const qr = `https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=${cufe}&iAmb=2&digestValue=abc&jwt=x`;
    expect(readCufe(qr)).toBe(cufe);
  });

  it('finds nothing in a text without a CUFE', () => {
    expect(readCufe('FE01')).toBeNull();
  });
});
