import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCipher } from './crypto-cipher.ts';
import { createPersistence } from './persistence.ts';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  values(): string[] {
    return [...this.items.values()];
  }
}

const layout = {
  session: { area: 'local', schema: z.object({ tk: z.string(), ruc: z.string() }) },
  resources: { area: 'session', schema: z.array(z.string()) },
} as const;

function makeBrowser() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const open = () =>
    createPersistence(layout, {
      cipher: createCipher({ crypto: globalThis.crypto, keyStorage: local, keyName: 'facturar.k' }),
      local,
      session,
      prefix: 'facturar.',
    });
  return { local, session, open };
}

describe('encrypted persistence of the session state', () => {
  it('gives back after a reload what was written before it', async () => {
    const browser = makeBrowser();
    const before = browser.open();
    await before.write('session', { tk: 'eyJ.token.sig', ruc: '155704849-2-2021' });
    await before.write('resources', ['ADM', 'CLI']);

    const afterReload = browser.open();
    await afterReload.load();

    expect(afterReload.read('session')).toEqual({ tk: 'eyJ.token.sig', ruc: '155704849-2-2021' });
    expect(afterReload.read('resources')).toEqual(['ADM', 'CLI']);
  });

  it('keeps user data in local storage and resources in session storage, never in clear text', async () => {
    const browser = makeBrowser();
    const persistence = browser.open();
    await persistence.write('session', { tk: 'eyJ.secret-token.sig', ruc: '8-123-456' });
    await persistence.write('resources', ['GEN']);

    expect(browser.local.getItem('facturar.session')).toMatch(/^v1\./);
    expect(browser.session.getItem('facturar.resources')).toMatch(/^v1\./);
    expect(browser.local.getItem('facturar.k')).not.toBeNull();
    const everything = [...browser.local.values(), ...browser.session.values()].join(' ');
    expect(everything).not.toContain('secret-token');
    expect(everything).not.toContain('GEN');
  });

  it('forgets everything on sign-off, in memory and in both storages', async () => {
    const browser = makeBrowser();
    const persistence = browser.open();
    await persistence.write('session', { tk: 't', ruc: 'r' });
    await persistence.write('resources', ['ADM']);
    browser.session.setItem('unrelated', 'x');

    persistence.clearAll();

    expect(persistence.read('session')).toBeUndefined();
    expect(browser.local.length).toBe(0);
    expect(browser.session.length).toBe(0);
  });

  it('keeps only the notices this device has seen across a sign-off, in clear text and nothing else (ADR 0145)', async () => {
    const browser = makeBrowser();
    const persistence = browser.open();
    expect(persistence.isNoticeSeen('aviso-app-movil')).toBe(false);
    await persistence.write('session', { tk: 't', ruc: 'r' });
    persistence.markNoticeSeen('aviso-app-movil');

    persistence.clearAll();

    expect(browser.local.values()).toEqual(['visto']);
    expect(browser.session.length).toBe(0);
    const afterReload = browser.open();
    await afterReload.load();
    expect(afterReload.isNoticeSeen('aviso-app-movil')).toBe(true);
    expect(afterReload.read('session')).toBeUndefined();
  });

  it('does not resurrect an entry whose encryption finished after sign-off', async () => {
    const browser = makeBrowser();
    const persistence = browser.open();
    const pendingWrite = persistence.write('session', { tk: 't', ruc: 'r' });
    persistence.clearAll();
    await pendingWrite;

    expect(browser.local.getItem('facturar.session')).toBeNull();
  });

  it('treats an entry it cannot decrypt as absent and removes it', async () => {
    const browser = makeBrowser();
    await browser.open().write('session', { tk: 't', ruc: 'r' });
    browser.local.setItem('facturar.k', btoa('x'.repeat(32)));

    const afterKeyLoss = browser.open();
    await afterKeyLoss.load();

    expect(afterKeyLoss.read('session')).toBeUndefined();
    expect(browser.local.getItem('facturar.session')).toBeNull();
  });

  it('drops a stored value that no longer fits its schema', async () => {
    const browser = makeBrowser();
    const writer = createPersistence(
      { resources: { area: 'session', schema: z.number() } },
      {
        cipher: createCipher({ crypto: globalThis.crypto, keyStorage: browser.local, keyName: 'facturar.k' }),
        local: browser.local,
        session: browser.session,
        prefix: 'facturar.',
      },
    );
    await writer.write('resources', 7);

    const reader = browser.open();
    await reader.load();

    expect(reader.read('resources')).toBeUndefined();
  });
});
