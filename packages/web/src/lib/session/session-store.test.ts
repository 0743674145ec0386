import { describe, expect, it } from 'vitest';
import { createPersistence } from '#web/lib/persistence.ts';
import { createCipher } from '#web/lib/crypto-cipher.ts';
import { persistenceLayout } from '#web/lib/app-services/app-persistence.ts';
import { createSessionStore } from './session-store.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

const nowMs = 1_800_000_000_000;
const claims = {
  sub: '7',
  ruc: '155704849-2-2021',
  state: 'ACT',
  adm: false,
  perm: 'INT',
  iat: nowMs / 1000,
  exp: nowMs / 1000 + 900,
};

function makeBrowser() {
  const local = memoryStorage();
  const session = memoryStorage();
  return {
    open: async (now: number) => {
      const persistence = createPersistence(persistenceLayout, {
        cipher: createCipher({ crypto: globalThis.crypto, keyStorage: local, keyName: 'facturar.k' }),
        local,
        session,
        prefix: 'facturar.',
      });
      await persistence.load();
      return { persistence, store: createSessionStore({ persistence, now: () => now }) };
    },
  };
}

describe('the session store', () => {
  it('keeps the signed-in user across a reload while the token lives', async () => {
    const browser = makeBrowser();
    const first = await browser.open(nowMs);
    const token = tokenFor(claims);
    first.store.start(token);
    await first.persistence.write('session', first.persistence.read('session')!);

    const reloaded = await browser.open(nowMs + 60_000);
    expect(reloaded.store.read()?.claims.sub).toBe('7');
    expect(reloaded.store.isValid()).toBe(true);
  });

  it('does not restore a session whose token expired while the browser was closed', async () => {
    const browser = makeBrowser();
    const first = await browser.open(nowMs);
    first.store.start(tokenFor(claims));
    await first.persistence.write('session', first.persistence.read('session')!);

    const muchLater = await browser.open(nowMs + 901_000);
    expect(muchLater.store.read()).toBeNull();
  });

  it('reports a session as no longer valid once its expiry passes', async () => {
    let now = nowMs;
    const browser = makeBrowser();
    const { persistence } = await browser.open(nowMs);
    const store = createSessionStore({ persistence, now: () => now });
    store.start(tokenFor(claims));
    now = claims.exp * 1000;
    expect(store.isValid()).toBe(false);
  });

  it('refuses a token it cannot read and tells listeners when the session ends', async () => {
    const { store } = await makeBrowser().open(nowMs);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    expect(store.start('garbage')).toBeNull();
    store.start(tokenFor(claims));
    store.end();
    expect(store.read()).toBeNull();
    expect(changes).toBe(2);
  });
});
