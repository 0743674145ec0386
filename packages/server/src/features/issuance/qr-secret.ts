import { createExpiringCache, type ExpiringCache } from '../../adapters/cache/expiring-cache.ts';
import type { SecretBox } from '../../adapters/crypto/secret-box.ts';

/**
 * The companies' QR security codes, unsealed once per sealed text: a new code is sealed anew (with a fresh
 * nonce), so equal text means the same code and a changed one is a miss. Unsealing it for every document
 * was ≈ 2 % of the generation call's CPU (bench/README.md). Kept per box, an hour and at most 1,000 codes.
 */
const opened = new WeakMap<SecretBox, ExpiringCache<string>>();

export function openQrSecret(box: SecretBox, sealed: string, now: Date): string {
  let known = opened.get(box);
  if (!known) {
    known = createExpiringCache({ lifetimeMs: 3_600_000, maxEntries: 1000 });
    opened.set(box, known);
  }
  const cached = known.get(sealed, now);
  if (cached !== undefined) return cached;
  const secret = box.open(sealed).toString('utf8');
  known.set(sealed, secret, now);
  return secret;
}
