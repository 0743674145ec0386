import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages } from '../errors/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate preHandler; routes read it with requireAuth. */
    auth: AuthContext | undefined;
  }
}

export type AccessVerifier = (token: string) => Promise<AuthContext>;

export type AuthenticateOptions = {
  /** Users who must change their password (PRI) may only reach the calls that allow it. */
  allowPendingPassword?: boolean;
};

export function readBearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1])
    throw new AppError('unauthenticated', messages.missingToken, { mensajeSistema: 'TOKEN_AUSENTE' });
  return match[1];
}

/** The route option every feature receives: `authenticate()` or `authenticate({ allowPendingPassword })`. */
export type Authenticate = ReturnType<typeof createAuthenticate>;

/** Builds the preHandler that admits only callers with a valid token, an open session and an active state. */
export function createAuthenticate(verify: AccessVerifier) {
  return (options: AuthenticateOptions = {}) =>
    async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      const auth = await verify(readBearer(request));
      const allowed = auth.state === 'ACT' || (options.allowPendingPassword === true && auth.state === 'PRI');
      if (!allowed) {
        throw new AppError('unauthenticated', messages.invalidToken, {
          mensajeSistema: `ESTADO_USUARIO_${auth.state}`,
        });
      }
      request.auth = auth;
    };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth)
    throw new AppError('unauthenticated', messages.missingToken, { mensajeSistema: 'TOKEN_AUSENTE' });
  return request.auth;
}
