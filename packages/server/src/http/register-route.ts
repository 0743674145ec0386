import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@facturar/contracts';
import { createAccessHook, createReceiverHook, readBearer, refuseApiKey } from './authenticate.ts';
import type { AuthContext } from '../access/auth-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One per-key limiter shared by every call that takes an API key (app.ts decorates it). */
    apiKeyRateLimit: onRequestHookHandler;
    /** Records a write an API key made in its company's audit log (app.ts decorates it). */
    auditApiKeyWrite: (auth: AuthContext, call: string, status: number) => Promise<void>;
  }
}

export type RouteOptions = {
  preHandler?: preHandlerAsyncHookHandler;
  config?: FastifyContextConfig;
  /** A caller who must still change a temporary password (PRI) may make this call (logout, the change). */
  allowPendingPassword?: boolean;
  /**
   * The bearer is not an access token the route layer can verify (the refresh call takes the refresh
   * token too): only its presence is checked before the input, the service verifies it.
   */
  isCredentialVerifiedByService?: boolean;
  /**
   * The service parses the body itself (the generation request: its rules need the clock, and its
   * refusals the form's shape); the descriptor's body schema then only documents the call.
   */
  isBodyParsedByService?: boolean;
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the call's parts, parsed by the descriptor's schemas, and the raw request. */
export type RouteInput<E extends Endpoint, O extends RouteOptions> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  headers: Parsed<E['headers']>;
  body: O extends { isBodyParsedByService: true } ? unknown : Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON answer in the descriptor's response shape, or the reply itself for files and empty answers. */
type RouteOutput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : FastifyReply;

/** Every part checked by its zod schema (as the app's compiler does) except the body, left to the service. */
const validateAllButBody: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (value: unknown) => ({ value }) : validatorCompiler(route);

/** How OpenAPI shows a call that takes an API key: the key's scheme beside the session's, and an example. */
function apiKeyDocumentation(endpoint: Endpoint): {
  security?: Record<string, string[]>[];
  description?: string;
} {
  if (!endpoint.apiKeyScope) return {};
  return {
    security: [{ bearer: [] }, { apiKey: [] }],
    description:
      `Acepta una clave de API de la empresa con el permiso «${endpoint.apiKeyScope}» ` +
      '(docs/INTEGRACION.md), por ejemplo `Authorization: Bearer fct_live_3kP9…` o `X-API-Key: fct_live_3kP9…`.',
  };
}

/** How OpenAPI tells a receivers' portal call: it takes the portal's own session, not a user's (ADR 0135). */
const receiverDescription =
  'Requiere la sesión del portal de receptores (`POST /api/publico/receptor/ingreso`, con el enlace ' +
  'enviado por correo) como `Authorization: Bearer …`; el token de un usuario o una clave de API no sirven.';

function schemaOf(endpoint: Endpoint): FastifySchema & {
  tags: string[];
  hide?: boolean;
  consumes?: string[];
  security?: Record<string, string[]>[];
  description?: string;
} {
  return {
    tags: [...endpoint.tags],
    ...apiKeyDocumentation(endpoint),
    ...(endpoint.access === 'receiver' ? { description: receiverDescription } : {}),
    ...(endpoint.isHidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
  };
}

/** Identifies the caller before anything of the request is read: 401 and 403 come before any 400. */
function accessHookOf(endpoint: Endpoint, options: RouteOptions) {
  if (endpoint.access === 'public') return undefined;
  if (endpoint.access === 'receiver') return createReceiverHook();
  if (options.isCredentialVerifiedByService) {
    return async (request: FastifyRequest) => {
      refuseApiKey(request);
      readBearer(request);
    };
  }
  return createAccessHook(endpoint.access, {
    allowPendingPassword: options.allowPendingPassword === true,
    apiKeyScope: endpoint.apiKeyScope,
  });
}

/**
 * A call an API key makes that is not a read (every method but GET) is written to the company's audit log
 * under the key's name before its answer leaves, so the log holds it whenever the client saw it succeed.
 */
async function auditApiKeyWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const auth = request.auth;
  if (auth?.apiKey && request.method !== 'GET' && reply.statusCode < 400) {
    await request.server.auditApiKeyWrite(
      auth,
      `${request.method} ${request.routeOptions.url ?? ''}`,
      reply.statusCode,
    );
  }
  return payload;
}

/**
 * Registers a route from its contract descriptor (packages/contracts): method, path, who may call it and
 * every schema come from there, so the route, the OpenAPI document and the web app's URLs cannot drift
 * apart. The caller is admitted by the descriptor's `access` in an onRequest hook, before the body is
 * parsed or validated (ADR 0020). The handler only reads its input and calls its feature's service.
 */
export function registerRoute<E extends Endpoint, const O extends RouteOptions>(
  app: FastifyInstance,
  endpoint: E,
  options: O,
  handler: (input: RouteInput<E, O>) => Promise<RouteOutput<E>>,
): void {
  const accessHook = accessHookOf(endpoint, options);
  // A key's calls are limited per key, after it is identified and before the body is read.
  const onRequest = accessHook && endpoint.apiKeyScope ? [accessHook, app.apiKeyRateLimit] : accessHook;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    ...(onRequest ? { onRequest } : {}),
    ...(endpoint.apiKeyScope ? { onSend: auditApiKeyWrite } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.isBodyParsedByService
      ? { validatorCompiler: validateAllButBody as FastifySchemaCompiler<FastifySchema> }
      : {}),
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
        request,
        reply,
      } as RouteInput<E, O>),
  });
}
