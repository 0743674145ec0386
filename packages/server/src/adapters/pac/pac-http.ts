import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress } from '../net/index.ts';
import { PacError } from './pac-errors.ts';

/** A completed HTTP exchange with the PAC. */
export type PacHttpAnswer = { readonly status: number; readonly body: string };

/** The client side of mutual TLS and the trust anchors for the PAC's server certificate. */
export type PacTlsOptions = {
  /** PEM private key and certificate chain (the transmission certificate). */
  readonly key?: string;
  readonly cert?: string;
  /** PEM CA bundle that replaces the system's trust store for this PAC. */
  readonly ca?: string;
};

/**
 * How far a PAC endpoint may reach. The installation's PAC (its own sandbox on loopback) is trusted;
 * a per-company endpoint is `restricted`: https only, and refused when its name resolves to a private,
 * loopback, link-local or metadata address (checked at connection time, so a DNS answer that changes
 * after a check cannot slip through). `allowPrivate` lifts the address rule for tests only.
 */
export type PacEndpointPolicy =
  { readonly kind: 'trusted' } | { readonly kind: 'restricted'; readonly allowPrivate: boolean };

export type PacRequest = {
  readonly contentType: string;
  readonly body: string;
  readonly timeoutMs: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly tls?: PacTlsOptions;
  readonly policy?: PacEndpointPolicy;
};

// Errors that mean the request never reached the PAC, so nothing was processed.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_PAC_ADDRESS_REFUSED',
  // TLS handshake failures: the request was never written.
  'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
  'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function addressRefused(host: string): Error {
  return Object.assign(new Error(`${host} resolves to an address that is not public`), {
    code: 'ERR_PAC_ADDRESS_REFUSED',
  });
}

/** A DNS lookup that fails when any address the name resolves to is refused. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isRefusedAddress(entry.address)))
      return callback(addressRefused(hostname), '', 0);
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [chosen] = addresses as [LookupAddress];
    return callback(null, chosen.address, chosen.family);
  });
};

/**
 * Checks an endpoint before it is stored or called: https only, no credentials in it, and (unless
 * allowed for tests) no literal address that is refused. Returns a Spanish reason, or null when fine.
 */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'La dirección del PAC no es una URL válida.';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'La dirección del PAC debe usar https.';
  if (url.username || url.password) return 'La dirección del PAC no puede incluir usuario ni contraseña.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || (isIP(host) !== 0 && isRefusedAddress(host))))
    return 'La dirección del PAC apunta a una red privada o local.';
  return null;
}

/**
 * Connections to a PAC stay open between calls, so a send costs its round trip, not a connect and, over
 * mutual TLS, a handshake of its own (the worker sends many at once). Node keys each pool by host, port
 * and TLS identity (key, certificate, CA), so two companies' transmission certificates never share a
 * connection; the policies have pools of their own, so a connection opened without the address check is
 * never lent to a call that needs it. A free connection is closed after 4 s, before the 5 s a server
 * usually keeps one (or 1 s before the server's own Keep-Alive hint): a call seldom meets one the PAC has
 * just closed, and one that does ends as an unknown outcome, which the worker settles by consulting.
 */
const agents = new Map<string, HttpAgent>();

function agentFor(isHttps: boolean, policy: PacEndpointPolicy): HttpAgent {
  const key = `${isHttps ? 'https' : 'http'} ${policy.kind} ${policy.kind === 'restricted' && policy.allowPrivate}`;
  const known = agents.get(key);
  if (known) return known;
  const options = { keepAlive: true, timeout: 4_000 };
  const made = isHttps ? new HttpsAgent(options) : new HttpAgent(options);
  agents.set(key, made);
  return made;
}

/**
 * POSTs to the PAC with a deadline covering the whole exchange, and classifies what can go wrong: not
 * reachable (or refused by the endpoint policy, or a failed TLS handshake) → PAC_UNAVAILABLE; deadline
 * passed or connection lost once the request could have arrived → PAC_TIMEOUT (unknown outcome).
 * Redirects are never followed: a 3xx is an answer like any other. HTTP statuses are the caller's to judge.
 */
export async function postToPac(url: string, request: PacRequest): Promise<PacHttpAnswer> {
  const target = new URL(url);
  const policy = request.policy ?? { kind: 'trusted' };
  if (policy.kind === 'restricted') {
    const problem = endpointProblem(url, policy.allowPrivate);
    if (problem)
      throw new PacError('PAC_UNAVAILABLE', `${target.origin} refused by the endpoint policy`, {
        message: problem,
      });
  }
  const isHttps = target.protocol === 'https:';
  const send = isHttps ? httpsRequest : httpRequest;
  const body = Buffer.from(request.body, 'utf8');
  return new Promise<PacHttpAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': request.contentType,
          'content-length': String(body.length),
        },
        ...(policy.kind === 'restricted' && !policy.allowPrivate ? { lookup: guardedLookup } : {}),
        ...(isHttps && request.tls ? request.tls : {}),
        agent: agentFor(isHttps, policy),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish(() =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          ),
        );
        response.on('error', (error) => finish(() => reject(classifyTransportError(url, error))));
      },
    );
    const timer = setTimeout(() => {
      finish(() =>
        reject(new PacError('PAC_TIMEOUT', `no answer from ${url} within ${request.timeoutMs} ms`)),
      );
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('error', (error) => finish(() => reject(classifyTransportError(url, error))));
    outgoing.end(body);
  });
}

function classifyTransportError(url: string, error: unknown): PacError {
  const code = causeCode(error);
  if (code === 'ERR_PAC_ADDRESS_REFUSED') {
    return new PacError('PAC_UNAVAILABLE', `${url} resolves to a refused address`, {
      cause: error,
      message: 'La dirección del PAC apunta a una red privada o local.',
    });
  }
  if (code !== undefined && (NOT_SENT_CODES.has(code) || code.startsWith('ERR_SSL_'))) {
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
