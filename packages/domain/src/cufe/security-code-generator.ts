/**
 * The security code dSeg (FACTS §1–§2; DGI schema B09): nine random digits, never all zeros, part of the
 * CUFE. The domain holds no randomness: the caller passes a source of random digits (the server uses
 * `() => crypto.randomInt(10)`). An all-zero draw is drawn again, which keeps the nine digits uniform
 * over the allowed codes.
 */
const codeLength = 9;
const maxDraws = 20;

/** The random-digit source returned something other than an integer 0..9, or only zeros. */
export class SecurityCodeSourceError extends Error {
  readonly code = 'SECURITY_CODE_SOURCE_INVALID';
  override readonly name = 'SecurityCodeSourceError';

  constructor(detail: string) {
    super(`No se pudo generar el código de seguridad del CUFE: ${detail}`);
  }
}

function drawDigit(randomDigit: () => number): string {
  const digit = randomDigit();
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
    throw new SecurityCodeSourceError(
      `la fuente aleatoria devolvió ${String(digit)}, no un dígito de 0 a 9.`,
    );
  }
  return String(digit);
}

/** Nine digits from `randomDigit` (each call an integer 0..9), never `000000000`. */
export function generateDSeg(randomDigit: () => number): string {
  for (let draw = 0; draw < maxDraws; draw++) {
    let code = '';
    for (let index = 0; index < codeLength; index++) code += drawDigit(randomDigit);
    if (/[1-9]/.test(code)) return code;
  }
  throw new SecurityCodeSourceError(`la fuente aleatoria solo devolvió ceros en ${maxDraws} intentos.`);
}
