import { describe, expect, it } from 'vitest';
import { hasControlCharacter, toSingleLine } from './control-characters.ts';

describe('hasControlCharacter', () => {
  it('finds CR, LF, tabs, NUL, DEL, C1 controls and the Unicode line separators', () => {
    for (const character of ['\r', '\n', '\t', '\0', '\x7f', '\x85', '\u2028', '\u2029', '\x1b'])
      expect(hasControlCharacter(`Empresa${character}Bcc: x@y.test`), JSON.stringify(character)).toBe(true);
  });

  it('takes the letters, marks and punctuation of real names', () => {
    for (const name of ['Comercializadora Demo Facturar, S.A.', 'Ñandú & Cía. — Panamá', 'José Ángel Núñez'])
      expect(hasControlCharacter(name)).toBe(false);
  });

  it('writes a stored text on one line', () => {
    expect(toSingleLine('Empresa\r\nBcc: x@y.test\tS.A.')).toBe('Empresa Bcc: x@y.test S.A.');
  });
});
