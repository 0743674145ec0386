import { PacError } from './pac-errors.ts';

/** A completed HTTP exchange with the PAC. */
export type PacHttpAnswer = { readonly status: number; readonly body: string };

// Errors that mean the request never reached the PAC, so nothing was processed.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * POSTs to the PAC with a deadline covering the whole exchange, and classifies what can go wrong: not
 * reachable → PAC_UNAVAILABLE; deadline passed or connection lost once the request could have arrived →
 * PAC_TIMEOUT (unknown outcome). HTTP statuses are the caller's to judge.
 */
export async function postToPac(
  url: string,
  request: { readonly contentType: string; readonly body: string; readonly timeoutMs: number },
): Promise<PacHttpAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': request.contentType },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    throw classifyTransportError(url, error, request.timeoutMs);
  }
}

function classifyTransportError(url: string, error: unknown, timeoutMs: number): PacError {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PacError('PAC_TIMEOUT', `no answer from ${url} within ${timeoutMs} ms`, { cause: error });
  }
  const code = causeCode(error);
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return new PacError('PAC_UNAVAILABLE', `${url} is not reachable (${code})`, { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new PacError('PAC_TIMEOUT', `connection to ${url} lost (${code ?? detail})`, { cause: error });
}

function causeCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (current instanceof AggregateError) {
      const inner = current.errors.find((entry: unknown) => entry instanceof Error);
      if (inner) return causeCode(inner);
    }
  }
  return undefined;
}
