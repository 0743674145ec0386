import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recodeCufeCharacters } from './cufe-check-digit.ts';
import { sampleCufe, sampleCufeParts } from '../testing/cufe-sample.ts';
import { digitsWithoutLeadingZero as digits, naturalRucForms } from '../testing/ruc-arbitraries.ts';
import { buildCufe, checkCufe, type CufeParts } from './index.ts';

// FACTS §2: a natural person's CUFE with a PE RUC (the sample document's is sampleCufe).
const naturalPersonCufe = 'FE011000008-PE-3824-00523-2800012017071500000151340010117450183432';

function notAllZeros(length: number): fc.Arbitrary<string> {
  return fc.stringMatching(new RegExp(`^[0-9]{${length}}$`)).filter((value) => /[1-9]/.test(value));
}

/** RUCs of every shape the DGI writes, never starting with a zero (the CUFE's padding hides those). */
const rucs: fc.Arbitrary<string> = fc
  .oneof(
    fc.tuple(digits(1, 10), digits(1, 4), digits(1, 6)).map(([a, b, c]) => `${a}-${b}-${c}`),
    ...naturalRucForms,
  )
  .filter((ruc) => ruc.length <= 20);

const issueDates: fc.Arbitrary<string> = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10).replaceAll('-', ''));

const validParts: fc.Arbitrary<CufeParts> = fc.record({
  documentType: fc.constantFrom('01', '02', '03', '04', '05', '06', '07', '08', '09'),
  taxpayerType: fc.constantFrom('1', '2'),
  issuerRuc: rucs,
  issuerDv: fc.stringMatching(/^[0-9]{2}$/),
  branchCode: fc.stringMatching(/^[a-zA-Z0-9]{4}$/),
  issueDate: issueDates,
  documentNumber: notAllZeros(10),
  billingPoint: notAllZeros(3),
  emissionType: fc.constantFrom('01', '02', '03', '04'),
  environment: fc.constantFrom('1', '2'),
  securityCode: notAllZeros(9),
});

const rucStart = 5;
const rucEnd = 25;
const branchStart = 28;
const branchEnd = 32;

/** Characters a CUFE may hold, plus a few it may not. */
const replacementCharacters = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcz-_ .<'.split(''));

describe('checking a CUFE', () => {
  it('accepts both example CUFEs of FACTS §2 and reads their parts', () => {
    expect(checkCufe(sampleCufe)).toEqual({
      ok: true,
      value: sampleCufeParts,
    });
    const natural = checkCufe(naturalPersonCufe);
    expect(natural.ok && natural.value.issuerRuc).toBe('8-PE-3824-00523');
    expect(natural.ok && natural.value.securityCode).toBe('745018343');
  });

  it('rebuilds both example CUFEs identically from their parts', () => {
    for (const cufe of [sampleCufe, naturalPersonCufe]) {
      const checked = checkCufe(cufe);
      if (!checked.ok) throw new Error(checked.problems.join(' '));
      expect(buildCufe(checked.value)).toBe(cufe);
    }
  });

  it('recodes letters and hyphens by the last digit of their character code', () => {
    expect(recodeCufeCharacters('-EPNTAVI7')).toBe('590845637');
  });

  it('tells the user the expected check digit when the last one is wrong', () => {
    expect(checkCufe(`${sampleCufe.slice(0, 65)}8`)).toEqual({
      ok: false,
      problems: ['El dígito verificador del CUFE no es correcto: debería ser 7.'],
    });
  });

  it('tells the user the length when it is not 66 characters', () => {
    expect(checkCufe(sampleCufe.slice(0, 60))).toEqual({
      ok: false,
      problems: ['El CUFE debe tener 66 caracteres; tiene 60.'],
    });
  });

  it('names every field that does not have the DGI format', () => {
    const broken = [
      'XX',
      '10',
      '3',
      '0'.repeat(20),
      '+',
      '0A',
      '00-0',
      '20230230',
      '0'.repeat(10),
      '000',
      '05',
      '0',
      '0'.repeat(9),
      'X',
    ].join('');
    const result = checkCufe(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      'El CUFE debe comenzar con FE.',
      'El CUFE debe tener un guion entre el RUC del emisor y su dígito verificador (posición 26).',
      'El tipo de documento (iDoc) debe ser un código de 01 a 09.',
      'El tipo de contribuyente del emisor debe ser 1 (natural) o 2 (jurídico).',
      'El RUC del emisor no tiene un formato válido (hasta 20 caracteres: números, letras y guiones).',
      'El dígito verificador del emisor debe tener 2 dígitos.',
      'El código de sucursal debe tener 4 letras o dígitos.',
      'La fecha de emisión debe ser una fecha válida con formato AAAAMMDD.',
      'El número del documento fiscal debe tener 10 dígitos y no ser todo ceros.',
      'El punto de facturación debe tener 3 dígitos y no ser 000.',
      'El tipo de emisión debe ser 01, 02, 03 o 04.',
      'El ambiente debe ser 1 (producción) o 2 (pruebas).',
      'El código de seguridad debe tener 9 dígitos y no ser todo ceros.',
      expect.stringMatching(/^El dígito verificador del CUFE no es correcto: debería ser [0-9]\.$/),
    ]);
  });

  it('checks whatever parts the builder accepts, and gives them back unchanged', () => {
    fc.assert(
      fc.property(validParts, (parts) => {
        expect(checkCufe(buildCufe(parts))).toEqual({ ok: true, value: parts });
      }),
      { numRuns: 500 },
    );
  });

  it('notices any one-character change, except the swaps the DGI check digit cannot see', () => {
    fc.assert(
      fc.property(validParts, fc.nat(65), replacementCharacters, (parts, position, replacement) => {
        const cufe = buildCufe(parts);
        const original = cufe.charAt(position);
        fc.pre(replacement !== original);
        const isInRecodedField =
          (position >= rucStart && position < rucEnd) || (position >= branchStart && position < branchEnd);
        // `8` and `N`, `9` and `E`, `0` and `P` recode to the same digit: inside the RUC or the branch
        // code such a swap can leave a well-formed CUFE with the same check digit (a limit of FACTS §2).
        fc.pre(!(isInRecodedField && recodeCufeCharacters(original) === recodeCufeCharacters(replacement)));
        const changed = `${cufe.slice(0, position)}${replacement}${cufe.slice(position + 1)}`;
        expect(checkCufe(changed).ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('shows the blind spot: a natural RUC 8-… and N-… share one check digit', () => {
    const parts: CufeParts = {
      documentType: '01',
      taxpayerType: '1',
      issuerRuc: '8-274-125',
      issuerDv: '91',
      branchCode: '0001',
      issueDate: '20240131',
      documentNumber: '0000000001',
      billingPoint: '001',
      emissionType: '01',
      environment: '2',
      securityCode: '123456789',
    };
    expect(buildCufe(parts).at(-1)).toBe(buildCufe({ ...parts, issuerRuc: 'N-274-125' }).at(-1));
  });

  it('never throws, whatever text it is given', () => {
    const nearCufe = fc.string({
      minLength: 66,
      maxLength: 66,
      unit: fc.constantFrom(...'FE0123456789-ANP'.split('')),
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), nearCufe), (text) => {
        const result = checkCufe(text);
        if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
      }),
    );
  });
});
