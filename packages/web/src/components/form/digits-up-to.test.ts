import { describe, expect, it } from 'vitest';
import { digitsUpTo } from './digits-up-to.ts';

describe('digitsUpTo', () => {
  it('takes up to that many digits and refuses anything else without a message', () => {
    const refuse = digitsUpTo(3);
    expect(['', '1', '123'].map(refuse)).toEqual([undefined, undefined, undefined]);
    expect(['1234', '12a', '-1', '1.5', ' 1'].map(refuse)).toEqual(['', '', '', '', '']);
  });
});
