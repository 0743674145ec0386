import { createHash, randomBytes, randomInt } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const alphabet = {
  lower: 'abcdefghijkmnpqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
  special: '!#$%*+-=?@',
};

/** A temporary password that passes the password rules (length, no < >) and the strength advice. */
export function generateTemporaryPassword(length = 12): string {
  const all = Object.values(alphabet).join('');
  const chars = [alphabet.lower, alphabet.upper, alphabet.digits, alphabet.special].map(
    (set) => set[randomInt(set.length)] as string,
  );
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
