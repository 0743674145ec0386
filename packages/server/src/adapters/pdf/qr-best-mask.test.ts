import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createQrWithBestMask } from './qr-best-mask.ts';

describe('QR mask selection', () => {
  it('chooses the same mask, and so the same symbol, as the qrcode package', () => {
    const base =
      'https://dgi-fep.mef.gob.pa/Consultas/FacturasPorQR?chFE=FE0120000005211361131330270062022051590000008910080125781091727';
    for (let length = 20; length < base.length; length += 7) {
      const segments = [{ data: Buffer.from(`${base.slice(0, length)}&n=${length}`), mode: 'byte' as const }];
      const expected = QRCode.create(segments, { errorCorrectionLevel: 'M' });
      const actual = createQrWithBestMask(segments, 'M');
      expect(actual.mask).toBe(expected.maskPattern);
      expect(actual.size).toBe(expected.modules.size);
      expect(Buffer.from(actual.data).equals(Buffer.from(expected.modules.data))).toBe(true);
    }
  });
});
