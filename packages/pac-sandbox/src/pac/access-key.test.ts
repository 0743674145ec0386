import { describe, expect, it } from 'vitest';
import { accessKeyOf } from './access-key.ts';

const SAMPLE_CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('the access key of a document', () => {
  it('is 49 digits ending in a Luhn check digit, the same for the same CUFE', () => {
    const key = accessKeyOf(SAMPLE_CUFE);
    expect(key).toMatch(/^\d{49}$/);
    expect(isLuhnValid(key)).toBe(true);
    expect(accessKeyOf(SAMPLE_CUFE)).toBe(key);
  });

  it('differs for CUFEs one character apart', () => {
    const other = `${SAMPLE_CUFE.slice(0, 65)}8`;
    expect(accessKeyOf(other)).not.toBe(accessKeyOf(SAMPLE_CUFE));
  });
});
