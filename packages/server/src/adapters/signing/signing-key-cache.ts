import { assertCertificateCurrent, loadSigningKey, type SigningKey } from './signing-key-loader.ts';

export type SigningKeyCache = {
  /**
   * The company's signing key, parsed from its .p12 the first time and whenever the sealed file or
   * password changes; the certificate's validity is checked at `now` on every call.
   * @param sealed the certificate and its password as stored, sealed: a new upload or password seals anew
   *   (with a fresh nonce), so equal text means the same key. `open` unseals them only on a miss: opening
   *   and reading a PKCS#12 per document was ≈ 3 % of the API's CPU (bench/README.md).
   * @throws CertificateError as loadSigningKey does.
   */
  readonly get: (companyKey: string, sealed: string, open: () => OpenedCertificate, now?: Date) => SigningKey;
  readonly forget: (companyKey: string) => void;
  readonly size: () => number;
};

export type SigningKeyCacheOptions = {
  /** Companies kept at once; the least recently used one is dropped beyond it. */
  readonly maxEntries?: number;
};

export type OpenedCertificate = { readonly p12: Uint8Array; readonly password: string };

type Entry = { readonly sealed: string; readonly key: SigningKey };

/** Keeps parsed signing keys per company, so a .p12 is read once and not once per document. */
export function createSigningKeyCache(options: SigningKeyCacheOptions = {}): SigningKeyCache {
  const maxEntries = options.maxEntries ?? 1000;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();

  function get(
    companyKey: string,
    sealed: string,
    open: () => OpenedCertificate,
    now: Date = new Date(),
  ): SigningKey {
    const cached = entries.get(companyKey);
    entries.delete(companyKey);
    const key = cached?.sealed === sealed ? cached.key : loadOpened(open(), now);
    assertCertificateCurrent(key, now);
    entries.set(companyKey, { sealed, key });
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

function loadOpened(opened: OpenedCertificate, now: Date): SigningKey {
  return loadSigningKey(opened.p12, opened.password, { now });
}
