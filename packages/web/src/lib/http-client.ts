import type { RuntimeConfig } from '@facturar/contracts';
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
  /** Headers a call needs beyond the client's own (the subscription key of an upload). */
  headers?: Readonly<Record<string, string>>;
  auth?: CallAuth;
  schema?: z.ZodType<T>;
};

/** A file the server answered with, named by its Content-Disposition header when it sent one. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

export type HttpClient = {
  readonly config: RuntimeConfig;
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

  return { config, call, download };
}
