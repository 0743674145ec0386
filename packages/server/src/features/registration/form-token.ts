import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form older than this must be reloaded: its token no longer proves a person opened it recently. */
const maxFormAgeMs = 2 * 60 * 60 * 1000;

function signatureOf(key: Uint8Array, issuedAt: number): string {
  return createHmac('sha256', key).update(`registro:${issuedAt}`).digest('base64url');
}

/** The moment the registration form was served, signed with the installation's key. */
export function issueFormToken(key: Uint8Array, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${signatureOf(key, issuedAt)}`;
}

/**
 * Whether a submission carries a token this installation signed, at least `minSeconds` old (people take
 * longer than that to fill the form; scripts do not) and less than two hours old. No third party involved.
 */
export function isFormTokenAcceptable(
  key: Uint8Array,
  token: string,
  now: Date,
  minSeconds: number,
): boolean {
  const [issuedText, signature] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!Number.isSafeInteger(issuedAt) || !signature) return false;
  const expected = Buffer.from(signatureOf(key, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = now.getTime() - issuedAt;
  return age >= minSeconds * 1000 && age <= maxFormAgeMs;
}
