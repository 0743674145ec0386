import { describe, expect, it } from 'vitest';
import { isValidRucFormat, parseRuc, type PersonType } from './index.ts';

function messageFor(ruc: string, personType: PersonType): string {
  const result = parseRuc(ruc, personType);
  return result.ok ? 'ok' : result.problems.map((problem) => problem.message).join(' ');
}

describe('reading a RUC', () => {
  it('recognises every kind of natural RUC of the DGI PDF', () => {
    const kinds = [
      '8-274-125',
      'E-8-110361',
      'N-19-1821',
      'PE-1-19',
      '8PI-1-80',
      '8AV-1-196',
      '8-NT-1-24',
    ].map((ruc) => {
      const result = parseRuc(ruc, 'natural');
      return result.ok ? result.value.kind : result.problems[0]?.code;
    });
    expect(kinds).toEqual([
      'national-id',
      'foreigner',
      'naturalised',
      'born-abroad',
      'indigenous',
      'before-validity',
      'tax-number',
    ]);
  });

  it('splits a natural RUC into province, tomo and asiento', () => {
    expect(parseRuc('8AV-1-196', 'natural')).toEqual({
      ok: true,
      value: {
        kind: 'before-validity',
        personType: 'natural',
        text: '8AV-1-196',
        province: '8',
        tomo: '1',
        asiento: '196',
      },
    });
  });

  it('splits a juridical RUC into its three groups', () => {
    expect(parseRuc('155596713-2-2015', 'juridica')).toEqual({
      ok: true,
      value: {
        kind: 'legal-entity',
        personType: 'juridica',
        text: '155596713-2-2015',
        parts: ['155596713', '2', '2015'],
      },
    });
  });

  it('asks for the RUC when nothing was typed', () => {
    expect(messageFor('   ', 'natural')).toBe('Ingrese el RUC, es necesario.');
  });

  it('refuses more than 20 characters', () => {
    expect(messageFor('123456789012-1234-123456', 'juridica')).toBe(
      'El RUC no puede tener más de 20 caracteres.',
    );
  });

  it('refuses characters other than digits, letters and hyphens', () => {
    expect(messageFor('8-274-125.', 'natural')).toBe('El RUC solo puede contener números, letras y guiones.');
    expect(messageFor('8 274 125', 'natural')).toBe('El RUC solo puede contener números, letras y guiones.');
  });

  it('names the part of a natural RUC that is too long', () => {
    expect(messageFor('155596713-2-2015', 'natural')).toBe('La provincia del RUC debe tener 1 o 2 dígitos.');
    expect(messageFor('8-12345-1', 'natural')).toBe('El tomo del RUC debe tener de 1 a 4 dígitos.');
    expect(messageFor('8-1-12345678', 'natural')).toBe('El asiento del RUC debe tener de 1 a 7 dígitos.');
    expect(messageFor('8-NT-1234-1', 'natural')).toBe('El tomo del RUC debe tener de 1 a 3 dígitos.');
  });

  it('names the group of a juridical RUC that is too long', () => {
    expect(messageFor('12345678901-1-1', 'juridica')).toBe(
      'La primera parte del RUC de persona jurídica debe tener de 1 a 10 dígitos.',
    );
    expect(messageFor('1-12345-1', 'juridica')).toBe(
      'La segunda parte del RUC de persona jurídica debe tener de 1 a 4 dígitos.',
    );
  });

  it('shows examples when the shape is not a RUC of that person type', () => {
    expect(messageFor('E-8-110361', 'juridica')).toBe(
      'El RUC de persona jurídica no tiene un formato válido. Ejemplos: 155596713-2-2015, 10102-64-103462, 8-NT-1-419.',
    );
    expect(messageFor('8--274-125', 'natural')).toMatch(
      /^El RUC de persona natural no tiene un formato válido/,
    );
    expect(messageFor('X-8-110361', 'natural')).toMatch(
      /^El RUC de persona natural no tiene un formato válido/,
    );
  });

  it('refuses a person type other than natural or juridical', () => {
    expect(messageFor('8-274-125', 'empresa' as PersonType)).toBe(
      'El tipo de contribuyente debe ser natural o jurídico.',
    );
  });

  it('tells whether a format is valid', () => {
    expect(isValidRucFormat('8-NT-1-419', 'juridica')).toBe(true);
    expect(isValidRucFormat('8-274', 'natural')).toBe(false);
  });
});
