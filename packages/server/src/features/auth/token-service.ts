import { SystemCode } from '@facturar/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '@facturar/contracts';
import { AppError, messages } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { UserStateCode } from '../../adapters/db/schema.ts';

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

/** Verifies signature and expiry and reads the claims; any defect is the same 401 to the caller. */
export async function readAccessToken(key: Uint8Array, token: string, now: Date): Promise<AuthContext> {
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
    return {
      assignmentId,
      ruc: payload.ruc,
      state,
      adm: payload.adm === true,
      perm: payload.perm,
      sessionId: payload.sid,
      expiresAt: payload.exp * 1000,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const expired = error instanceof joseErrors.JWTExpired;
    throw new AppError('unauthenticated', messages.invalidToken, {
      mensajeSistema: expired ? SystemCode.TOKEN_EXPIRADO : SystemCode.TOKEN_INVALIDO,
    });
  }
}
