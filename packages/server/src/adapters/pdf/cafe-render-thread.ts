// Worker-thread entry of the CAFE render pool (cafe-render-pool.ts): reading a stored rFE and drawing its
// PDF cost a millisecond or more of CPU, which the event loop that answers the API no longer spends.
import { parentPort } from 'node:worker_threads';
import type { CafeRenderRequest } from './cafe-render-messages.ts';
import { renderStoredCafe } from './cafe-render-job.ts';

parentPort?.on('message', (request: CafeRenderRequest) => {
  void renderStoredCafe(request).then((answer) =>
    // The PDF's bytes move to the pool's thread instead of being copied.
    parentPort?.postMessage(answer, answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []),
  );
});
