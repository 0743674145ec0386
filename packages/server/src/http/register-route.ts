import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@facturar/contracts';

export type RouteOptions = {
  preHandler?: preHandlerAsyncHookHandler;
  config?: FastifyContextConfig;
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

function schemaOf(
  endpoint: Endpoint,
): FastifySchema & { tags: string[]; hide?: boolean; consumes?: string[] } {
  return {
    tags: [...endpoint.tags],
    ...(endpoint.isHidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.response ? { response: { 200: endpoint.response } } : {}),
  };
}

/**
 * Registers a route from its contract descriptor (packages/contracts): method, path and every schema come
 * from there, so the route, the OpenAPI document and the web app's URLs cannot drift apart. The handler
 * only reads its input and calls its feature's service.
 */
export function registerRoute<E extends Endpoint, const O extends RouteOptions>(
  app: FastifyInstance,
  endpoint: E,
  options: O,
  handler: (input: RouteInput<E, O>) => Promise<RouteOutput<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
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
