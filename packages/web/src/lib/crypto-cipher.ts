/** Encrypts text for browser storage with AES-GCM (spec 000 §4: persisted state is encrypted). */
export type Cipher = {
  encrypt(plainText: string): Promise<string>;
  decrypt(payload: string): Promise<string>;
  /** Drops the cached key after storage was cleared, so the next write makes a fresh one. */
  forgetKey(): void;
};

export type CipherDeps = {
  crypto: Crypto;
  keyStorage: Storage;
  keyName: string;
};

const payloadVersion = 'v1';
const ivLength = 12;

function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * The key is random and kept in local storage, as the spec asks: this keeps casual readers of the
 * storage (extensions, shared machines, support screenshots) from seeing tokens and passwords in clear.
 */
export function createCipher(deps: CipherDeps): Cipher {
  const { crypto, keyStorage, keyName } = deps;
  let keyPromise: Promise<CryptoKey> | null = null;

  async function importOrCreateKey(): Promise<CryptoKey> {
    const stored = keyStorage.getItem(keyName);
    if (stored) {
      try {
        return await crypto.subtle.importKey('raw', fromBase64(stored), 'AES-GCM', false, [
          'encrypt',
          'decrypt',
        ]);
      } catch {
        // An unreadable key only makes the old entries unreadable; a fresh key replaces it below.
      }
    }
    const raw = crypto.getRandomValues(new Uint8Array(32));
    keyStorage.setItem(keyName, toBase64(raw));
    return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  }

  function readKey(): Promise<CryptoKey> {
    keyPromise ??= importOrCreateKey();
    return keyPromise;
  }

  return {
    async encrypt(plainText) {
      const key = await readKey();
      const iv = crypto.getRandomValues(new Uint8Array(ivLength));
      const cipherText = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        key,
        new TextEncoder().encode(plainText),
      );
      return `${payloadVersion}.${toBase64(iv)}.${toBase64(new Uint8Array(cipherText))}`;
    },
    async decrypt(payload) {
      const [version, iv, cipherText] = payload.split('.');
      if (version !== payloadVersion || !iv || !cipherText) {
        throw new Error('Unrecognised encrypted payload');
      }
      const key = await readKey();
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv) },
        key,
        fromBase64(cipherText),
      );
      return new TextDecoder().decode(plain);
    },
    forgetKey() {
      keyPromise = null;
    },
  };
}
