import { describe, expect, it } from 'vitest';
import { keyFileNotText, readKeyFile } from './key-file.ts';

describe('reading a key file', () => {
  it('takes one key per row, whatever the line ends, without blanks, spaces, a BOM or repeats', () => {
    const text = '\uFEFF111\r\n\n  222  \n111\r\n\r\n333';
    expect(readKeyFile(Buffer.from(text, 'utf8'))).toEqual(['111', '222', '333']);
  });

  it('refuses a file that is not UTF-8 text: Latin-1, binary bytes, a NUL', () => {
    for (const content of [
      Buffer.from('clave número 1', 'latin1'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('FE01\u0000\n'),
    ]) {
      expect(() => readKeyFile(content)).toThrow(keyFileNotText);
    }
  });

  it('finds nothing in a file of blank rows', () => {
    expect(readKeyFile(Buffer.from('\n \r\n'))).toEqual([]);
  });
});
