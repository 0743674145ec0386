import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call (docs/decisions/0018-endpoint-access.md). The role part is enforced before the
 * call's input is read; the company part (which company the caller may reach) by the feature's service.
 * - `public`: anyone, no token (sign-in, registration, health).
 * - `session`: any signed-in user, about their own session or account only.
 * - `company`: a user of the company the call is about, that company's partner, or the platform
 *   administrator; another company's user gets 404.
 * - `companyAdmin`: as `company`, but a company user must hold the ADM profile (403 otherwise).
 * - `partner`: a partner firm's user, only about the partner's own affiliated companies.
 * - `platformAdmin`: the platform administrator only (403 for everyone else).
 * - `receiver`: a receivers' portal session only (ADR 0135), about the documents issued to its RUC; any
 *   other token (a user's, an API key) is 401/403 there, and a portal token is 401 everywhere else.
 */
export type EndpointAccess =
  'public' | 'session' | 'company' | 'companyAdmin' | 'partner' | 'platformAdmin' | 'receiver';

/**
 * The service that answers a call (spec 000 §7: auth, web core, repo, pay, notifier and the separate
 * versioned service, each under its own base address from the runtime configuration). Absent means core.
 * The versioned service's base is the host itself, so its calls keep their whole `/api/v1/…` path.
 */
export type ServiceName = 'auth' | 'core' | 'repo' | 'pay' | 'notifier' | 'v1';

/**
 * The API-key scope a call accepts (ADR 0075): a company's key holding it may make the call, for its own
 * company only; without it the call takes no key at all. Checked with `access`, before the input is read.
 * Kept beside `access` (not in integrations.ts) so the descriptor's type depends on nothing else.
 */
export type EndpointApiKeyScope = 'emitir' | 'consultar' | 'anular' | 'maestros' | 'reportes';

/**
 * One call of the API, described once for both sides: the server registers its route from it (and
 * OpenAPI shows it), the web app builds the call's URL from it. `path` is in Fastify's form, parameters
 * as `:name` (`/api/paquete/disponible/:ruc`); `response` is the 200 answer's body, absent for files
 * (XML, PDF, ZIP) and empty answers.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  /** The service whose base address the web app puts in front of the path; core when absent. */
  readonly service?: ServiceName;
  /** Absent: no API key is accepted (user, key, webhook, certificate, payment and platform calls). */
  readonly apiKeyScope?: EndpointApiKeyScope;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  /** The OpenAPI group. */
  readonly tags: readonly string[];
  /** The body's media types when it is not JSON (a file upload). */
  readonly consumes?: readonly string[];
  /** Left out of the OpenAPI document (the web app's start-up configuration). */
  readonly isHidden?: boolean;
};

/** Keeps the descriptor's literal types (its path, its schemas) for the code that uses it. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends Endpoint> = Record<PathParamName<E['path']>, string | number>;
/** A call's path values, required exactly when its path has parameters. */
export type PathArguments<E extends Endpoint> = PathParamName<E['path']> extends never ? [] : [PathParams<E>];

/**
 * The URL path of a call: the descriptor's path with each `:name` replaced by its value, URL-encoded (a
 * RUC, a CUFE or a typed search key may hold characters a path cannot).
 */
export function buildPath<E extends Endpoint>(endpoint: E, ...[params]: PathArguments<E>): string {
  const values: Record<string, string | number> = params ?? {};
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter '${name}'.`);
    return encodeURIComponent(String(value));
  });
}

/** The API's base path: every call is under it but the web app's start-up configuration. */
export const apiBasePath = '/api';

/**
 * A call's path below the API base, for a client that puts its configured base in front of it (the web
 * app's services, `/api` in one installation and another host in the next).
 */
export function buildApiPath<E extends Endpoint>(endpoint: E, ...params: PathArguments<E>): string {
  const path = buildPath(endpoint, ...params);
  if (!path.startsWith(`${apiBasePath}/`)) throw new Error(`${endpoint.path} is not under ${apiBasePath}.`);
  return path.slice(apiBasePath.length);
}

export const companyRucMessages = {
  missing: 'El RUC de la empresa es necesario.',
  invalid: 'El RUC de la empresa no es válido.',
} as const;

/**
 * The one schema of a company named in a path or a body (`{ruc}`, `{companyId}`, `rucEmpresa`): a RUC
 * with its dashes, bounded, and never a NUL (which PostgreSQL cannot store, so it must not reach a query).
 */
export const companyRucSchema = z
  .string()
  .trim()
  .min(1, companyRucMessages.missing)
  .max(40, companyRucMessages.invalid)
  .refine((value) => !value.includes('\0'), companyRucMessages.invalid);

/** `/…/:ruc`: the company the call is about. */
export const companyParamsSchema = z.object({ ruc: companyRucSchema });

/** A row's id in a path or a query: a positive integer within an integer column's range. */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** The id of a row whose key is a bigint (documents, schedules): exact as a JSON number. */
export const bigRowIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The answer of a call that only says what it did. */
export const messageAnswerSchema = z.object({ mensaje: z.string() });
