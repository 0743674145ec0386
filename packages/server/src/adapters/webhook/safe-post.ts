import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress } from '../net/index.ts';

/**
 * Addresses a webhook may never reach (ADR 0076): private networks, loopback, link-local (where cloud
 * metadata lives, 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, unspecified and multicast. A
 * company's URL must not turn the server into a way in to its own network.
 */
export class TargetRefused extends Error {}

export type SafePostOptions = {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Loopback (and plain http) allowed: tests and the local example only (WEBHOOK_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  /** Bytes of the answer kept; more is read up to maxReadBytes and dropped, then the connection is cut. */
  keepBytes: number;
  maxReadBytes: number;
};

export type SafePostAnswer = { status: number; excerpt: string };

/**
 * POSTs to a URL given by a company, resolving its name at send time and connecting only to an address
 * that passed the check (the address checked is the one connected to: a name that changes its answer
 * between the two is no way around it). Redirects are not followed (a 3xx is an answer like any other),
 * the answer is read up to a limit, and the whole exchange has a deadline.
 */
export async function safePost(target: string, options: SafePostOptions): Promise<SafePostAnswer> {
  const url = new URL(target);
  const isHttps = url.protocol === 'https:';
  if (!isHttps && !(options.allowLoopback && url.protocol === 'http:'))
    throw new TargetRefused('Solo se admiten direcciones https.');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(hostname)
    ? [{ address: hostname, family: isIP(hostname) }]
    : await lookup(hostname, { all: true, verbatim: true });
  const allowed = addresses.find(
    (entry) => !isRefusedAddress(entry.address, { allowLoopback: options.allowLoopback }),
  );
  if (!allowed || addresses.some((entry) => isRefusedAddress(entry.address, options))) {
    throw new TargetRefused('La dirección del webhook apunta a una red privada o interna.');
  }
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (error: null, list: { address: string; family: number }[]) => void)(null, [
        { address: allowed.address, family: allowed.family },
      ]);
    } else callback(null, allowed.address, allowed.family);
  };
  const send = isHttps ? httpsRequest : httpRequest;
  return new Promise<SafePostAnswer>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        lookup: pinned,
        timeout: options.timeoutMs,
      },
      (answer) => {
        const kept: Buffer[] = [];
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          if (read < options.keepBytes) kept.push(chunk.subarray(0, options.keepBytes - read));
          read += chunk.length;
          if (read > options.maxReadBytes) answer.destroy();
        });
        const finish = () => {
          clearTimeout(deadline);
          resolve({
            status: answer.statusCode ?? 0,
            excerpt: Buffer.concat(kept).toString('utf8').slice(0, options.keepBytes),
          });
        };
        answer.on('end', finish);
        answer.on('close', finish);
        answer.on('error', finish);
      },
    );
    // Settled here first, so an answer cut by the deadline is a failure, not what was read of it.
    const expire = () => {
      reject(new Error('Tiempo de espera agotado.'));
      outgoing.destroy();
    };
    const deadline = setTimeout(expire, options.timeoutMs);
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('timeout', expire);
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
