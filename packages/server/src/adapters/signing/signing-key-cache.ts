import { createHash } from 'node:crypto';
import { assertCertificateCurrent, loadSigningKey, type SigningKey } from './signing-key-loader.ts';

export type SigningKeyCache = {
  /**
   * The company's signing key, parsed from its .p12 the first time and whenever the file or password
   * changes; the certificate's validity is checked at `now` on every call.
   * @throws CertificateError as loadSigningKey does.
   */
  readonly get: (companyKey: string, p12: Uint8Array, password: string, now?: Date) => SigningKey;
  readonly forget: (companyKey: string) => void;
  readonly size: () => number;
};

export type SigningKeyCacheOptions = {
  /** Companies kept at once; the least recently used one is dropped beyond it. */
  readonly maxEntries?: number;
};

type Entry = { readonly fingerprint: string; readonly key: SigningKey };

/** Keeps parsed signing keys per company, so a .p12 is read once and not once per document. */
export function createSigningKeyCache(options: SigningKeyCacheOptions = {}): SigningKeyCache {
  const maxEntries = options.maxEntries ?? 1000;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();

  function get(companyKey: string, p12: Uint8Array, password: string, now: Date = new Date()): SigningKey {
    const fingerprint = fingerprintOf(p12, password);
    const cached = entries.get(companyKey);
    entries.delete(companyKey);
    const key = cached?.fingerprint === fingerprint ? cached.key : loadSigningKey(p12, password, { now });
    assertCertificateCurrent(key, now);
    entries.set(companyKey, { fingerprint, key });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    return key;
  }

  return {
    get,
    forget: (companyKey) => void entries.delete(companyKey),
    size: () => entries.size,
  };
}

// A replaced certificate or password must not reuse the old key: both are part of the cache key.
function fingerprintOf(p12: Uint8Array, password: string): string {
  return createHash('sha256').update(p12).update('\0').update(password, 'utf8').digest('base64');
}
