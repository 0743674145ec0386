/**
 * The CUFE's last character (FACTS §2): characters 3..65 (everything after `FE`) become digits, a
 * non-digit becoming the last digit of its character code (`-` 45 → 5, `E` 69 → 9, `P` 80 → 0, …), and a
 * standard Luhn mod-10 check digit is taken over those 63 digits. Both example CUFEs of FACTS §2 (one of
 * them the real signed sample document's dId) end with the digit this computes.
 *
 * The recoding is many-to-one, so a character swapped for another with the same last code digit
 * (`8`/`N`, `9`/`E`, `0`/`P`) leaves the check digit unchanged: only the fields' own format can catch it.
 */
export function recodeCufeCharacters(text: string): string {
  let digits = '';
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    digits += character >= '0' && character <= '9' ? character : String(text.charCodeAt(index) % 10);
  }
  return digits;
}

/** Luhn: from the rightmost payload digit leftwards, every other digit is doubled (minus 9 above 9). */
export function computeCufeCheckDigit(body: string): string {
  const digits = recodeCufeCharacters(body);
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset++) {
    let digit = Number(digits.charAt(digits.length - 1 - offset));
    if (offset % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}
