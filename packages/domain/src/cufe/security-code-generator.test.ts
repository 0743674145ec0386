import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDSeg, SecurityCodeSourceError } from './index.ts';

function digitsFrom(sequence: readonly number[]): () => number {
  let index = 0;
  return () => sequence[index++ % sequence.length] ?? 0;
}

describe('generating the security code dSeg', () => {
  it('takes nine digits from the random source in order', () => {
    expect(generateDSeg(digitsFrom([5, 7, 8, 1, 0, 9, 1, 7, 2]))).toBe('578109172');
  });

  it('draws again rather than give nine zeros', () => {
    expect(generateDSeg(digitsFrom([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]))).toBe(
      '000000003',
    );
  });

  it('always gives nine digits that are not all zeros', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 30 }), (sequence) => {
        fc.pre(sequence.some((digit) => digit !== 0));
        expect(generateDSeg(digitsFrom(sequence))).toMatch(/^(?=.*[1-9])[0-9]{9}$/);
      }),
    );
  });

  it('refuses a source that gives something other than a digit', () => {
    expect(() => generateDSeg(() => 10)).toThrow(SecurityCodeSourceError);
    expect(() => generateDSeg(() => 0.5)).toThrow(SecurityCodeSourceError);
  });

  it('gives up on a source that only gives zeros instead of looping forever', () => {
    expect(() => generateDSeg(() => 0)).toThrow(
      'No se pudo generar el código de seguridad del CUFE: la fuente aleatoria solo devolvió ceros en 20 intentos.',
    );
  });
});
