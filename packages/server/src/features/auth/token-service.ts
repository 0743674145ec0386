import { SystemCode } from '@facturar/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '@facturar/contracts';
import { AppError, messages } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { UserStateCode } from '../../adapters/db/schema.ts';
import { createExpiringCache, type ExpiringCache } from '../../adapters/cache/expiring-cache.ts';

const issuer = 'facturar';

export type AccessClaims = Omit<TokenClaims, 'exp' | 'iat'> & { sid: string };

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    ruc: claims.ruc,
    state: claims.state,
    adm: claims.adm,
    perm: claims.perm,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

const userStates = new Set<UserStateCode>(['ACT', 'PRI', 'DES', 'BLO']);

/**
 * Tokens whose signature was verified, per key, with the claims they carry. A signature checked once stays
 * good (the claims are the token's own bytes), so only the expiry is compared on the next call; the
 * session and the user's state are still read on every call (verifyAccess). Verifying through WebCrypto
 * was ≈ 8 % of the generation call's CPU (bench/README.md). An entry is kept an hour at most (the token's
 * own expiry is still compared), and at most 10,000 per key.
 */
const verifiedTokens = new WeakMap<Uint8Array, ExpiringCache<AuthContext>>();

function verifiedTokensOf(key: Uint8Array): ExpiringCache<AuthContext> {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = createExpiringCache({ lifetimeMs: 3_600_000, maxEntries: 10_000 });
    verifiedTokens.set(key, verified);
  }
  return verified;
}

function tokenExpired(): AppError {
  return new AppError('unauthenticated', messages.invalidToken, {
    mensajeSistema: SystemCode.TOKEN_EXPIRADO,
  });
}

/** Verifies signature and expiry and reads the claims; any defect is the same 401 to the caller. */
export async function readAccessToken(key: Uint8Array, token: string, now: Date): Promise<AuthContext> {
  const verified = verifiedTokensOf(key);
  const known = verified.get(token, now);
  if (known) {
    // As jose judges it: expired once its second has come.
    if (known.expiresAt <= Math.floor(now.getTime() / 1000) * 1000) throw tokenExpired();
    return known;
  }
  const claims = await verifyAccessToken(key, token, now);
  verified.set(token, claims, now);
  return claims;
}

async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AuthContext> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const assignmentId = Number(payload.sub);
    const state = payload.state as UserStateCode;
    if (
      !Number.isInteger(assignmentId) ||
      typeof payload.ruc !== 'string' ||
      typeof payload.perm !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number' ||
      !userStates.has(state)
    ) {
      throw new AppError('unauthenticated', messages.invalidToken, {
        mensajeSistema: SystemCode.TOKEN_INVALIDO,
      });
    }
    return Object.freeze({
      assignmentId,
      ruc: payload.ruc,
      state,
      adm: payload.adm === true,
      perm: payload.perm,
      sessionId: payload.sid,
      expiresAt: payload.exp * 1000,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw new AppError('unauthenticated', messages.invalidToken, {
      mensajeSistema: SystemCode.TOKEN_INVALIDO,
    });
  }
}
