import { SystemCode } from '@facturar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  integrationMessages,
  isApiKeyShaped,
  type EndpointAccess,
  type EndpointApiKeyScope,
} from '@facturar/contracts';
import { AppError, messages } from '../errors/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { ReceiverContext } from '../access/receiver-context.ts';
import { assertEndpointAccess } from '../access/endpoint-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the route's input is read (registerRoute, from the descriptor's access); read with requireAuth. */
    auth: AuthContext | undefined;
    /** Set on the receivers' portal calls from the portal's own token; read with requireReceiver. */
    receiver: ReceiverContext | undefined;
  }
  interface FastifyInstance {
    /** Checks a bearer token against its session and the user's current state (app.ts decorates it). */
    verifyAccess: AccessVerifier;
    /** Checks an API key and records its use from the address (app.ts decorates it). */
    verifyApiKey: (key: string, address: string) => Promise<AuthContext>;
    /** Checks a receivers' portal token (app.ts decorates it); a user's token is not one. */
    verifyReceiver: (token: string) => Promise<ReceiverContext>;
  }
}

export type AccessVerifier = (token: string) => Promise<AuthContext>;

/**
 * The API key a call presents, as `X-API-Key` or as the bearer, or undefined when it presents none (a
 * user's access token, or nothing).
 */
function readApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer && isApiKeyShaped(bearer) ? bearer : undefined;
}

function keyNotAccepted(): AppError {
  return new AppError('forbidden', integrationMessages.keyNotAccepted, {
    mensajeSistema: 'CLAVE_API_NO_ADMITIDA',
  });
}

/** For the calls whose credential the service verifies (the refresh): an API key is not one. */
export function refuseApiKey(request: FastifyRequest): void {
  if (readApiKey(request) !== undefined) throw keyNotAccepted();
}

/**
 * Admits an API key on a call that takes one with the scope it holds: 403 on a call that takes no key or
 * a scope the key lacks (decided before the key is even looked up for the former), 401 for an unknown,
 * revoked or expired key.
 */
async function admitApiKey(
  request: FastifyRequest,
  key: string,
  scope: EndpointApiKeyScope | undefined,
): Promise<void> {
  if (!scope) throw keyNotAccepted();
  const auth = await request.server.verifyApiKey(key, request.ip);
  if (!auth.apiKey?.scopes.includes(scope)) {
    throw new AppError('forbidden', integrationMessages.scopeMissing(scope), {
      mensajeSistema: 'CLAVE_API_SIN_PERMISO',
    });
  }
  request.auth = auth;
}

export type AuthenticateOptions = {
  /** Users who must change their password (PRI) may only reach the calls that allow it. */
  allowPendingPassword?: boolean;
};

export function readBearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1])
    throw new AppError('unauthenticated', messages.missingToken, {
      mensajeSistema: SystemCode.TOKEN_AUSENTE,
    });
  return match[1];
}

/** Verifies the caller's token and state and sets `request.auth`: ACT, or PRI where the call allows it. */
async function admitCaller(request: FastifyRequest, options: AuthenticateOptions): Promise<AuthContext> {
  const auth = await request.server.verifyAccess(readBearer(request));
  const allowed = auth.state === 'ACT' || (options.allowPendingPassword === true && auth.state === 'PRI');
  if (!allowed) {
    throw new AppError('unauthenticated', messages.invalidToken, {
      mensajeSistema: `ESTADO_USUARIO_${auth.state}`,
    });
  }
  request.auth = auth;
  return auth;
}

/**
 * The onRequest hook registerRoute puts on every route that is not public: the caller is identified and
 * its role checked from the descriptor's access before the body is even read, so an anonymous caller gets
 * 401 and a caller without the role 403 whatever it sends.
 */
export function createAccessHook(
  access: EndpointAccess,
  options: AuthenticateOptions & { apiKeyScope?: EndpointApiKeyScope | undefined },
) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const apiKey = readApiKey(request);
    if (apiKey !== undefined) return admitApiKey(request, apiKey, options.apiKeyScope);
    assertEndpointAccess(await admitCaller(request, options), access);
  };
}

/**
 * The onRequest hook of the receivers' portal calls (access `receiver`): only the portal's own token is
 * admitted; an API key is refused as on any call that takes none, and a user's token is 401 like any
 * other token that is not a portal one.
 */
export function createReceiverHook() {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (readApiKey(request) !== undefined) throw keyNotAccepted();
    request.receiver = await request.server.verifyReceiver(readBearer(request));
  };
}

export function requireReceiver(request: FastifyRequest): ReceiverContext {
  if (!request.receiver)
    throw new AppError('unauthenticated', messages.missingToken, {
      mensajeSistema: SystemCode.TOKEN_AUSENTE,
    });
  return request.receiver;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth)
    throw new AppError('unauthenticated', messages.missingToken, {
      mensajeSistema: SystemCode.TOKEN_AUSENTE,
    });
  return request.auth;
}
