/**
 * A FormTextField's `refuseInput` for a number typed as digits: it takes digits alone, at most `max` of
 * them, and refuses anything else without a message (the text simply does not enter the field).
 */
export function digitsUpTo(max: number): (text: string) => string | undefined {
  const allowed = new RegExp(`^[0-9]{0,${max}}$`);
  return (text) => (allowed.test(text) ? undefined : '');
}
