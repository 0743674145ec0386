import { describe, expect, it } from 'vitest';
import { computeCufeCheckDigit, hasValidCufeCheckDigit, splitCufe } from './cufe-layout.ts';

const SAMPLE_CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
const NATURAL_PE_CUFE = 'FE011000008-PE-3824-00523-2800012017071500000151340010117450183432';
const SYNTHETIC_CUFE = 'FE0120000012345-67-890123-0700012025010200000001230010121234567891';

describe('CUFE layout and check digit', () => {
  it.each([SAMPLE_CUFE, NATURAL_PE_CUFE, SYNTHETIC_CUFE])('accepts the check digit of %s', (cufe) => {
    expect(hasValidCufeCheckDigit(cufe)).toBe(true);
  });

  it('refuses every other last digit', () => {
    const body = SAMPLE_CUFE.slice(0, 65);
    const others = '0123456789'.split('').filter((digit) => digit !== '7');
    for (const digit of others) expect(hasValidCufeCheckDigit(body + digit)).toBe(false);
    expect(computeCufeCheckDigit(body)).toBe('7');
  });

  it('notices a changed character in the body', () => {
    expect(hasValidCufeCheckDigit(SAMPLE_CUFE.replace('9000000891', '9000000892'))).toBe(false);
  });

  it('splits the sample CUFE into the fields it was built from', () => {
    expect(splitCufe(SAMPLE_CUFE)).toEqual({
      documentType: '01',
      taxpayerType: '2',
      paddedRuc: '000000521-136-113133',
      dv: '02',
      branch: '7006',
      issueDate: '20220515',
      number: '9000000891',
      billingPoint: '008',
      emissionType: '01',
      environment: '2',
      securityCode: '578109172',
      checkDigit: '7',
    });
  });

  it('does not split text that is not 66 characters of the CUFE alphabet', () => {
    expect(splitCufe(SAMPLE_CUFE.slice(1))).toBeUndefined();
    expect(splitCufe(`XX${SAMPLE_CUFE.slice(2)}`)).toBeUndefined();
    expect(splitCufe(SAMPLE_CUFE.replace('F', 'f'))).toBeUndefined();
  });
});
