import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipartUpload } from './spreadsheets.ts';

type Headers = Record<string, string>;
type Answer = Promise<LightMyRequestResponse>;
type Payload = InjectOptions['payload'];
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The API as one caller uses it: every request carries the caller's bearer (a session's access token or
 * an API key); `headers` add to it. What the test server's `as(token)` answers.
 */
export type ApiCaller = {
  /** Any call; where the test names the method, the shorthands below. */
  send(method: ApiMethod, url: string, payload?: Payload, headers?: Headers): Answer;
  get(url: string, headers?: Headers): Answer;
  post(url: string, payload?: Payload, headers?: Headers): Answer;
  put(url: string, payload?: Payload, headers?: Headers): Answer;
  delete(url: string, headers?: Headers): Answer;
  /** A multipart POST of `file` in the field 'file', with these text fields, as the upload screens send it. */
  upload(
    url: string,
    file: { name: string; content: Buffer; type?: string },
    fields?: Record<string, string>,
    headers?: Headers,
  ): Answer;
};

export function bearer(token: string): Headers {
  return { authorization: `Bearer ${token}` };
}

export function apiCaller(request: (options: InjectOptions) => Answer, token: string): ApiCaller {
  const send = (method: ApiMethod, url: string, payload?: Payload, headers: Headers = {}) =>
    request({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    send,
    get: (url, headers) => send('GET', url, undefined, headers),
    post: (url, payload, headers) => send('POST', url, payload, headers),
    put: (url, payload, headers) => send('PUT', url, payload, headers),
    delete: (url, headers) => send('DELETE', url, undefined, headers),
    upload(url, file, fields = {}, headers = {}) {
      const body = multipartUpload(file, fields);
      return send('POST', url, body.payload, { ...headers, 'content-type': body.contentType });
    },
  };
}
