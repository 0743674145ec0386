import fc from 'fast-check';

/** A run of `min` to `max` digits that does not start with a zero. */
export function digitsWithoutLeadingZero(min: number, max: number): fc.Arbitrary<string> {
  return fc.stringMatching(new RegExp(`^[1-9][0-9]{${min - 1},${max - 1}}$`));
}

const digits = digitsWithoutLeadingZero;

/**
 * One arbitrary per form of a natural person's RUC the DGI writes: province-book-entry, a letter prefix
 * (E, N, PE), a province with PI or AV, and the NT form. Tests pick among them with `fc.oneof`.
 */
export const naturalRucForms: readonly fc.Arbitrary<string>[] = [
  fc.tuple(digits(1, 2), digits(1, 4), digits(1, 6)).map(([p, t, a]) => `${p}-${t}-${a}`),
  fc.tuple(fc.constantFrom('E', 'N', 'PE'), digits(1, 4), digits(1, 6)).map(([l, t, a]) => `${l}-${t}-${a}`),
  fc
    .tuple(digits(1, 2), fc.constantFrom('PI', 'AV'), digits(1, 4), digits(1, 6))
    .map(([p, l, t, a]) => `${p}${l}-${t}-${a}`),
  fc.tuple(digits(1, 2), digits(1, 3), digits(1, 7)).map(([p, t, a]) => `${p}-NT-${t}-${a}`),
];
