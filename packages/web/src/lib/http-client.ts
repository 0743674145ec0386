import {
  buildApiPath,
  buildPath,
  type Endpoint,
  type PathParamName,
  type PathParams,
  type RuntimeConfig,
} from '@facturar/contracts';
import type { z } from 'zod';
import { ApiCallError, createHttpError, networkMessage, unexpectedErrorMessage } from './api-call-error.ts';
import { buildServiceUrl, type ServiceName } from './runtime-config.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call authenticates: 'session' sends the signed-in user's token and signs out on a 401;
 * a token string sends that token (the temporary token of a first login) and leaves a 401 to the caller;
 * 'none' is for the public calls (login, recovery).
 */
export type CallAuth = 'session' | 'none' | { token: string };

export type CallOptions<T> = {
  service: ServiceName;
  path: string;
  method?: HttpMethod;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers a call needs beyond the client's own (the idempotency key of an emission). */
  headers?: Readonly<Record<string, string>>;
  auth?: CallAuth;
  schema?: z.ZodType<T>;
};

/** A file the server answered with, named by its Content-Disposition header when it sent one. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

type QueryValue = string | number | boolean | null | undefined;

/** What a descriptor's call sends: its path values, query and body, typed from the descriptor's schemas. */
export type RequestOptions<E extends Endpoint> = {
  query?: E['query'] extends z.ZodType ? { [K in keyof z.input<E['query']>]?: QueryValue } : never;
  /** The descriptor's body; a FormData for an upload (a descriptor that `consumes` multipart). */
  body?: E['consumes'] extends readonly string[]
    ? FormData
    : E['body'] extends z.ZodType
      ? z.input<E['body']>
      : never;
  /** Headers a call needs beyond the client's own (the idempotency key of an emission). */
  headers?: Readonly<Record<string, string>>;
  auth?: CallAuth;
} & (PathParamName<E['path']> extends never ? { params?: never } : { params: PathParams<E> });

/** The body a descriptor's call sends, for a caller that assembles it elsewhere. */
export type EndpointBody<E extends Endpoint> = RequestOptions<E>['body'];

/** The options argument: required when the call has path values or a body to send. */
export type RequestArguments<E extends Endpoint> =
  PathParamName<E['path']> extends never
    ? E['body'] extends z.ZodType
      ? [options: RequestOptions<E>]
      : [options?: RequestOptions<E>]
    : [options: RequestOptions<E>];

/** A descriptor's answer: its response schema's output, nothing for an empty answer. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

export type HttpClient = {
  readonly config: RuntimeConfig;
  /**
   * The one typed call of a contract descriptor: its service, method and path (with `params`) come from the
   * descriptor and its answer is checked against the descriptor's response schema.
   */
  request<E extends Endpoint>(endpoint: E, ...options: RequestArguments<E>): Promise<EndpointAnswer<E>>;
  /** Like `request`, for descriptors whose answer is a file (XML, PDF, ZIP, spreadsheet). */
  requestFile<E extends Endpoint>(endpoint: E, ...options: RequestArguments<E>): Promise<DownloadedFile>;
  call<T = unknown>(options: CallOptions<T>): Promise<T>;
  /** Like `call`, for answers that are files (XML, PDF, ZIP) rather than JSON. */
  download(options: Omit<CallOptions<never>, 'schema'>): Promise<DownloadedFile>;
};

export type HttpClientDeps = {
  config: RuntimeConfig;
  fetchFn: typeof fetch;
  readSessionToken: () => string | null;
  onSessionRejected: () => void;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 `filename*` form. */
export function readFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return null;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/** The one place that talks HTTP: relative URLs per service, bearer header, apierror bodies as typed errors. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { config, fetchFn, readSessionToken, onSessionRejected } = deps;

  async function send(options: Omit<CallOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
    const auth = options.auth ?? 'session';
    const headers: Record<string, string> = { ...options.headers, Accept: accept };
    if (auth === 'session') {
      const token = readSessionToken();
      if (token === null) {
        // Already signed out (or expired): the route guard takes the user to the login screen.
        throw new ApiCallError('HTTP', 401, 'Su sesión expiro.');
      }
      headers.Authorization = `Bearer ${token}`;
    } else if (auth !== 'none') {
      headers.Authorization = `Bearer ${auth.token}`;
    }
    // A FormData body sets its own multipart boundary.
    const isForm = options.body instanceof FormData;
    if (options.body !== undefined && !isForm) {
      headers['Content-Type'] = 'application/json';
    }

    let response: Response;
    try {
      response = await fetchFn(buildServiceUrl(config, options.service, options.path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: isForm
          ? (options.body as FormData)
          : options.body === undefined
            ? null
            : JSON.stringify(options.body),
      });
    } catch {
      throw new ApiCallError('NETWORK', null, networkMessage);
    }
    if (!response.ok) {
      if (response.status === 401 && auth === 'session') {
        onSessionRejected();
      }
      throw createHttpError(response.status, await readBody(response));
    }
    return response;
  }

  async function call<T>(options: CallOptions<T>): Promise<T> {
    const response = await send(options, 'application/json');
    const body = await readBody(response);
    if (!options.schema) {
      return body as T;
    }
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiCallError('INVALID_RESPONSE', response.status, unexpectedErrorMessage);
    }
    return parsed.data;
  }

  async function download(options: Omit<CallOptions<never>, 'schema'>): Promise<DownloadedFile> {
    const response = await send(options, '*/*');
    try {
      return {
        blob: await response.blob(),
        fileName: readFileName(response.headers.get('content-disposition')),
      };
    } catch {
      throw new ApiCallError('NETWORK', null, networkMessage);
    }
  }

  /** The call options of a descriptor: the versioned service's base is the host, so it keeps `/api`. */
  function fromDescriptor(
    endpoint: Endpoint,
    options: RequestOptions<Endpoint> | undefined,
  ): Omit<CallOptions<unknown>, 'schema'> {
    const service = endpoint.service ?? 'core';
    const params = (options?.params ?? {}) as Record<string, string | number>;
    const pathOf = service === 'v1' ? buildPath : buildApiPath;
    return {
      service,
      method: endpoint.method,
      path: pathOf(endpoint as Endpoint & { path: '/:any' }, params as { any: string }),
      query: toQuery(options?.query as Record<string, QueryValue> | undefined),
      body: options?.body,
      headers: options?.headers,
      auth: options?.auth,
    };
  }

  function request<E extends Endpoint>(endpoint: E, ...[options]: RequestArguments<E>) {
    return call({
      ...fromDescriptor(endpoint, options as RequestOptions<Endpoint> | undefined),
      schema: endpoint.response,
    }) as Promise<EndpointAnswer<E>>;
  }

  function requestFile<E extends Endpoint>(endpoint: E, ...[options]: RequestArguments<E>) {
    return download(fromDescriptor(endpoint, options as RequestOptions<Endpoint> | undefined));
  }

  return { config, request, requestFile, call, download };
}

/** A query object as URL parameters: absent values are left out, the rest written as text. */
function toQuery(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}
