import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: string;
  payload: Record<string, unknown>;
};
/** How the receiver answers the next request: a status, or 'hang' (never answers: a timeout). */
export type ReceiverAnswer = number | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 that keeps what it acknowledged. It answers 200 unless answers were
 * queued (`answerNext`), one per request in order. Requests it hung are ended when it closes.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  // Every request that came in, whatever it was answered (a hung one is a delivery in flight).
  const arrived: ReceivedWebhook[] = [];
  const queued: ReceiverAnswer[] = [];
  const hung: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      arrived.push({ headers: request.headers, body, payload: JSON.parse(body) as Record<string, unknown> });
      const answer = queued.shift() ?? 200;
      if (answer === 'hang') {
        hung.push(response);
        return;
      }
      // Only what it acknowledged counts as received: a 500 is a failed delivery.
      if (answer >= 200 && answer < 300)
        received.push({
          headers: request.headers,
          body,
          payload: JSON.parse(body) as Record<string, unknown>,
        });
      response
        .writeHead(answer, { 'content-type': 'text/plain' })
        .end(answer === 200 ? 'recibido' : 'error interno');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhooks/facturar`,
    port,
    received,
    arrived,
    answerNext(...answers: ReceiverAnswer[]) {
      queued.push(...answers);
    },
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
