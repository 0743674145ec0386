import { describe, expect, it } from 'vitest';
import { isLowOnFolios } from './pac-folios.ts';

describe('isLowOnFolios', () => {
  it('warns at a tenth of the cycle or less', () => {
    expect(isLowOnFolios(101, 1_000)).toBe(false);
    expect(isLowOnFolios(100, 1_000)).toBe(true);
    expect(isLowOnFolios(0, 1_000)).toBe(true);
  });

  it('warns a small licence, or one whose cycle is unknown, under the floor', () => {
    expect(isLowOnFolios(21, 50)).toBe(false);
    expect(isLowOnFolios(20, 50)).toBe(true);
    expect(isLowOnFolios(20, undefined)).toBe(true);
    expect(isLowOnFolios(500, undefined)).toBe(false);
  });
});
