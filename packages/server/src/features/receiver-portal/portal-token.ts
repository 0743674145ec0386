import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { receiverPortalMessages, SystemCode } from '@facturar/contracts';
import type { ReceiverContext } from '../../access/receiver-context.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The portal's own session token (ADR 0135): signed with the installation's key like a user's, but with
 * its own issuer and audience, so a user's token is no portal token and a portal token is no user's
 * (`readAccessToken` checks the issuer `facturar`). It names only the receiver's RUC.
 */
const issuer = 'facturar-receptor';
const audience = 'portal-receptor';

export async function signPortalToken(
  key: Uint8Array,
  ruc: string,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'receptor' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ruc)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

/** Any defect (another kind of token, expired, tampered) is the same 401. */
export async function readPortalToken(key: Uint8Array, token: string, now: Date): Promise<ReceiverContext> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.typ !== 'receptor' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('not a portal token');
    }
    return { ruc: payload.sub, expiresAt: payload.exp * 1000 };
  } catch (error) {
    throw new AppError('unauthenticated', receiverPortalMessages.sessionInvalid, {
      mensajeSistema:
        error instanceof joseErrors.JWTExpired ? SystemCode.TOKEN_EXPIRADO : SystemCode.TOKEN_INVALIDO,
    });
  }
}
