import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './jwt.ts';

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function encodeSegment(value: unknown): string {
  return toBase64Url(JSON.stringify(value));
}

function makeToken(payload: unknown): string {
  return `${encodeSegment({ alg: 'HS256', typ: 'JWT' })}.${encodeSegment(payload)}.c2lnbmF0dXJl`;
}

const claims = {
  sub: '42',
  ruc: '155704849-2-2021',
  state: 'ACT',
  adm: true,
  perm: 'P-ADM',
  exp: 1_900_000_000,
  iat: 1_899_999_100,
};

describe('reading the access token', () => {
  it('reads the claims the web needs to route the user', () => {
    expect(decodeTokenClaims(makeToken(claims))).toEqual(claims);
  });

  it('reads claims whose text is not ASCII and whose base64url has no padding', () => {
    const token = makeToken({ ...claims, perm: 'Facturación ñ' });
    expect(decodeTokenClaims(token)?.perm).toBe('Facturación ñ');
  });

  it('rejects a token that is not three segments', () => {
    expect(decodeTokenClaims('not-a-token')).toBeNull();
  });

  it('rejects a payload that is not JSON', () => {
    expect(decodeTokenClaims(`a.${toBase64Url('{oops')}.c`)).toBeNull();
  });

  it('rejects a payload missing a claim the web relies on', () => {
    const { state: _state, ...withoutState } = claims;
    expect(decodeTokenClaims(makeToken(withoutState))).toBeNull();
  });
});
