import type { PersonType } from './ruc-parser.ts';

/**
 * The person type a taxpayer-type code names (dTipoRuc, the person types catalogue: 1 natural, 2 legal),
 * or undefined for any other code. The number 1 or 2 of the registration forms reads the same.
 */
export function personTypeOfCode(code: string | number): PersonType | undefined {
  const text = String(code);
  return text === '1' ? 'natural' : text === '2' ? 'juridica' : undefined;
}

/** The taxpayer-type code of a person type: '1' natural, '2' legal. */
export function codeOfPersonType(personType: PersonType): '1' | '2' {
  return personType === 'natural' ? '1' : '2';
}
