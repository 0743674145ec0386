import { describe, expect, it } from 'vitest';
import { readKeyFile } from './key-file.ts';

describe('reading a key file', () => {
  it('takes one key per row, whatever the line ends, without blanks, spaces, a BOM or repeats', () => {
    const text = '\uFEFF111\r\n\n  222  \n111\r\n\r\n333';
    expect(readKeyFile(Buffer.from(text, 'utf8'))).toEqual(['111', '222', '333']);
  });

  it('finds nothing in a file of blank rows', () => {
    expect(readKeyFile(Buffer.from('\n \r\n'))).toEqual([]);
  });
});
