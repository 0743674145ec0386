import { describe, expect, it } from 'vitest';
import { maskAddress } from './masked-address.ts';

describe('the masked address of a recovery answer', () => {
  it('keeps only the first letters and the top-level domain', () => {
    expect(maskAddress('adm@demo.facturar.test')).toBe('a***@d***.test');
    expect(maskAddress('jose.rodriguez@correo.com.pa')).toBe('j***@c***.pa');
    expect(maskAddress('ana@localhost')).toBe('a***@l***');
  });

  it('never shows more than one character of a name that is not an address', () => {
    expect(maskAddress('pepe')).toBe('p***');
    expect(maskAddress('@raro.com')).toBe('@***');
  });
});
