import type { z } from 'zod';
import type { Cipher } from './crypto-cipher.ts';

export type StorageArea = 'local' | 'session';

export type PersistedEntry<T> = { area: StorageArea; schema: z.ZodType<T> };

export type PersistenceLayout = Record<string, PersistedEntry<unknown>>;

export type PersistedValue<L extends PersistenceLayout, K extends keyof L> =
  L[K] extends PersistedEntry<infer T> ? T : never;

/**
 * Encrypted state kept across reloads. Reads are synchronous from memory (loaded once at start-up), so
 * screens render without waiting on Web Crypto; writes update memory at once and storage right after.
 */
export type Persistence<L extends PersistenceLayout> = {
  load(): Promise<void>;
  read<K extends keyof L & string>(key: K): PersistedValue<L, K> | undefined;
  write<K extends keyof L & string>(key: K, value: PersistedValue<L, K>): Promise<void>;
  remove(key: keyof L & string): void;
  /**
   * Empties both browser storages (spec 000 §4: signing off clears both), but for the device's notices
   * already seen, which are nobody's data (ADR 0145).
   */
  clearAll(): void;
  /** Whether this browser has already shown the named notice (the mobile app's, say), whoever signed in. */
  isNoticeSeen(notice: DeviceNotice): boolean;
  markNoticeSeen(notice: DeviceNotice): void;
};

/** The notices a device shows once (ADR 0145). */
export type DeviceNotice = 'aviso-app-movil';

export type PersistenceDeps = {
  cipher: Cipher;
  local: Storage;
  session: Storage;
  prefix: string;
};

const deviceNotices: readonly DeviceNotice[] = ['aviso-app-movil'];
const seenMark = 'visto';

export function createPersistence<L extends PersistenceLayout>(
  layout: L,
  deps: PersistenceDeps,
): Persistence<L> {
  const { cipher, local, session, prefix } = deps;
  // In clear text: 'seen' says nothing of a user or a company, and must outlive the cipher's key.
  const noticeKey = (notice: DeviceNotice) => `${prefix}dispositivo.${notice}`;
  const memory = new Map<string, unknown>();
  const writeSequence = new Map<string, number>();
  let generation = 0;

  function storageOf(key: string): Storage {
    return layout[key]?.area === 'session' ? session : local;
  }

  async function loadEntry(key: string, entry: PersistedEntry<unknown>): Promise<void> {
    const storage = storageOf(key);
    const payload = storage.getItem(prefix + key);
    if (payload === null) {
      return;
    }
    try {
      const parsed = entry.schema.safeParse(JSON.parse(await cipher.decrypt(payload)));
      if (parsed.success) {
        memory.set(key, parsed.data);
        return;
      }
    } catch {
      // Tampered, written with a lost key, or from an older release: treated as absent below.
    }
    storage.removeItem(prefix + key);
  }

  return {
    async load() {
      await Promise.all(Object.entries(layout).map(([key, entry]) => loadEntry(key, entry)));
    },
    read(key) {
      return memory.get(key) as PersistedValue<L, typeof key> | undefined;
    },
    async write(key, value) {
      memory.set(key, value);
      const sequence = (writeSequence.get(key) ?? 0) + 1;
      writeSequence.set(key, sequence);
      const startedIn = generation;
      const payload = await cipher.encrypt(JSON.stringify(value));
      // A later write or a sign-off may have happened while encrypting; neither may be undone.
      if (startedIn === generation && writeSequence.get(key) === sequence && memory.has(key)) {
        storageOf(key).setItem(prefix + key, payload);
      }
    },
    remove(key) {
      memory.delete(key);
      writeSequence.set(key, (writeSequence.get(key) ?? 0) + 1);
      storageOf(key).removeItem(prefix + key);
    },
    clearAll() {
      generation += 1;
      memory.clear();
      const seen = deviceNotices.filter((notice) => local.getItem(noticeKey(notice)) !== null);
      local.clear();
      session.clear();
      for (const notice of seen) local.setItem(noticeKey(notice), seenMark);
      cipher.forgetKey();
    },
    isNoticeSeen(notice) {
      return local.getItem(noticeKey(notice)) === seenMark;
    },
    markNoticeSeen(notice) {
      local.setItem(noticeKey(notice), seenMark);
    },
  };
}
