/** Digits and at most one dot, up to 14 characters (spec 002 §5 amounts). */
const amountPattern = /^\d{0,14}$|^(?=.{0,14}$)\d*\.\d*$/;

/** The spec's amount inputs take only what an amount may hold; anything else is not typed in. */
export function refuseNonAmount(text: string): string | undefined {
  return amountPattern.test(text) ? undefined : '';
}
