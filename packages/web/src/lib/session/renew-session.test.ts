import type { TokenResponse } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import type { HttpClient } from '#web/lib/http-client.ts';
import { renewSession } from './renew-session.ts';
import type { SignOutNotice } from './session-messages.ts';
import type { Session, SessionStore } from './session-store.ts';

const claims = { sub: '1', ruc: 'R', state: 'ACT', adm: false, perm: 'P', iat: 1, exp: 2 };

function makeParts(answer: () => Promise<TokenResponse>) {
  let session: Session | null = { token: 'old', claims };
  const notices: (SignOutNotice | undefined)[] = [];
  let calls = 0;
  const sessionStore: SessionStore = {
    read: () => session,
    isValid: () => session !== null,
    subscribe: () => () => undefined,
    start: (token) => (token === 'unreadable' ? null : (session = { token, claims })),
    end: () => (session = null),
  };
  const send = () => {
    calls += 1;
    return answer();
  };
  const downloadNothing = () => Promise.reject(new Error('renewal downloads nothing'));
  const http = {
    config: {} as HttpClient['config'],
    request: send,
    call: send,
    requestFile: downloadNothing,
    download: downloadNothing,
  } as unknown as HttpClient;
  return {
    parts: { http, sessionStore, signOut: (notice?: SignOutNotice) => void notices.push(notice) },
    notices,
    calls: () => calls,
    token: () => session?.token,
  };
}

const renewed: TokenResponse = { accessToken: 'new', tokenType: 'Bearer', expiresIn: 900 };

describe('renewing the session', () => {
  it('stores the renewed token', async () => {
    const { parts, token } = makeParts(() => Promise.resolve(renewed));
    await expect(renewSession(parts)).resolves.toBe(true);
    expect(token()).toBe('new');
  });

  it('asks the server once however many checks ask at the same moment', async () => {
    const { parts, calls } = makeParts(() => Promise.resolve(renewed));
    await Promise.all([renewSession(parts), renewSession(parts), renewSession(parts)]);
    expect(calls()).toBe(1);
  });

  it('signs out for inactivity when the server refuses', async () => {
    const { parts, notices } = makeParts(() => Promise.reject(new ApiCallError('HTTP', 401, 'x')));
    await expect(renewSession(parts)).resolves.toBe(false);
    expect(notices).toEqual([
      { message: 'La sesión fue cerrada por falta de actividad.', variant: 'warning' },
    ]);
  });

  it('signs out naming the network when no answer came back', async () => {
    const { parts, notices } = makeParts(() => Promise.reject(new ApiCallError('NETWORK', null, 'x')));
    await renewSession(parts);
    expect(notices[0]?.message).toBe(
      'Existen problemas en la red. Contáctese con el administrador del Sistema.',
    );
  });

  it('signs out when the renewed token cannot be read', async () => {
    const { parts, notices } = makeParts(() => Promise.resolve({ ...renewed, accessToken: 'unreadable' }));
    await expect(renewSession(parts)).resolves.toBe(false);
    expect(notices).toHaveLength(1);
  });
});
