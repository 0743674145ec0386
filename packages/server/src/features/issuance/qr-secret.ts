import type { SecretBox } from '../../adapters/crypto/secret-box.ts';

/**
 * The companies' QR security codes, unsealed once per sealed text: a new code is sealed anew (with a fresh
 * nonce), so equal text means the same code and a changed one is a miss. Unsealing it for every document
 * was ≈ 2 % of the generation call's CPU (bench/README.md). Kept per box, at most `maxEntries`, the oldest
 * dropped first.
 */
const opened = new WeakMap<SecretBox, Map<string, string>>();
const maxEntries = 1000;

export function openQrSecret(box: SecretBox, sealed: string): string {
  let known = opened.get(box);
  if (!known) {
    known = new Map();
    opened.set(box, known);
  }
  const cached = known.get(sealed);
  if (cached !== undefined) return cached;
  const secret = box.open(sealed).toString('utf8');
  known.set(sealed, secret);
  if (known.size > maxEntries) {
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  return secret;
}
