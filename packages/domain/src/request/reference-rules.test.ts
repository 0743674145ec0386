import { describe, expect, it } from 'vitest';
import { findReferenceNumberProblem } from './reference-rules.ts';
import { findReferenceDateProblem } from './request-time-rules.ts';

const cufe = '1'.repeat(66);
const paper = '0'.repeat(22);
const oneOfThree = 'Ingrese solo uno de los tres campos (CUFE, # Factura papel o # Factura impresa)';
const oneOfTwo = 'Ingrese solo uno de los dos campos (# Factura papel o # Factura impresa)';

describe('referenced document numbers (spec 002 §5)', () => {
  it('a referring note takes exactly one of CUFE, paper and printer number', () => {
    expect(findReferenceNumberProblem('04', { cufeReferenciada: cufe })).toBeUndefined();
    expect(findReferenceNumberProblem('05', { nroFacturaImpresora: paper })).toBeUndefined();
    expect(findReferenceNumberProblem('04', {})).toBe(oneOfThree);
    expect(findReferenceNumberProblem('04', { cufeReferenciada: cufe, nroFacturaPapel: paper })).toBe(
      oneOfThree,
    );
  });

  it('a generic note takes exactly one of paper and printer number, never a CUFE', () => {
    expect(findReferenceNumberProblem('06', { nroFacturaPapel: paper })).toBeUndefined();
    expect(findReferenceNumberProblem('07', { cufeReferenciada: cufe })).toBe(oneOfTwo);
    expect(findReferenceNumberProblem('07', { nroFacturaPapel: paper, nroFacturaImpresora: paper })).toBe(
      oneOfTwo,
    );
  });

  it('a referenced document is not dated in the future', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(findReferenceDateProblem('2026-03-10', now)).toBeUndefined();
    expect(findReferenceDateProblem('2026-03-11', now)).toBe(
      'La fecha del documento referenciado no puede ser posterior a la fecha actual.',
    );
  });
});
