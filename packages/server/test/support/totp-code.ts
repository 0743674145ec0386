import { base32Decode, hotp, totpStep } from '../../src/adapters/crypto/totp.ts';

/** The code an authenticator app holding this base32 secret shows at `at`, as a user's phone would. */
export function totpCodeAt(secret: string, at: Date): string {
  return hotp(base32Decode(secret), totpStep(at));
}
