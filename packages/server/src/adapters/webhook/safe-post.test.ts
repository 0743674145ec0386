import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safePost, TargetRefused } from './safe-post.ts';

// A real HTTP receiver on loopback: it counts what reaches it, redirects on /redirect, and answers 1 MiB on /big.
let hits = 0;
const server = createServer((request, response) => {
  hits += 1;
  request.resume();
  if (request.url === '/redirect') response.writeHead(302, { location: 'http://127.0.0.1:1/secreto' }).end();
  else if (request.url === '/big') response.end('x'.repeat(1024 * 1024));
  else response.end('recibido');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = (allowLoopback: boolean) => ({
  headers: { 'content-type': 'application/json' },
  body: '{}',
  timeoutMs: 5000,
  allowLoopback,
  keepBytes: 64,
  maxReadBytes: 4096,
});

describe('webhook targets (SSRF)', () => {
  it('resolves the name at send time and never connects to a refused address', async () => {
    const before = hits;
    await expect(safePost(`${base.replace('http', 'https')}/x`, options(false))).rejects.toThrow(
      TargetRefused,
    );
    const port = new URL(base).port;
    await expect(safePost(`https://localhost:${port}/x`, options(false))).rejects.toThrow(TargetRefused);
    await expect(safePost('https://169.254.169.254/latest/meta-data', options(false))).rejects.toThrow(
      TargetRefused,
    );
    await expect(safePost(`${base}/x`, options(false))).rejects.toThrow('Solo se admiten direcciones https.');
    expect(hits).toBe(before);
  });

  it('does not follow redirects and reads answers up to a limit', async () => {
    const redirected = await safePost(`${base}/redirect`, options(true));
    expect(redirected.status).toBe(302);
    const big = await safePost(`${base}/big`, options(true));
    expect(big.excerpt).toBe('x'.repeat(64));
  });
});
