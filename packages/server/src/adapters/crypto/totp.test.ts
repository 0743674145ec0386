import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUri, totpStep } from './totp.ts';

// RFC 6238 Appendix B (SHA-1 secret "12345678901234567890", 8 digits) and RFC 4226 Appendix D.
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test values', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, expected] of vectors) {
      expect(hotp(rfcSecret, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
    }
  });

  it('gives the RFC 4226 HOTP values with 6 digits', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcSecret, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('accepts the current step and one either side, nothing further', () => {
    const at = new Date(1_800_000_000_000);
    const step = totpStep(at);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step), at)).toBe(step);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step - 1), at)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step + 1), at)).toBe(step + 1);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step - 2), at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, '12345', at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, 'abcdef', at)).toBeUndefined();
  });

  it('writes the secret in base32 and the otpauth URI apps read', () => {
    expect(base32Encode(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcSecret);
    expect(otpauthUri('Facturar', 'adm@demo.facturar.test', rfcSecret)).toBe(
      'otpauth://totp/Facturar:adm%40demo.facturar.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Facturar&algorithm=SHA1&digits=6&period=30',
    );
  });
});
