import type { FastifyReply } from 'fastify';
import type { FaultMode, PacService } from '../state/fault-injector.ts';
import type { SandboxRuntime } from '../pac/sandbox-runtime.ts';
import type { Sleeper } from './sleeper.ts';

export type Answer = { readonly status: number; readonly contentType: string; readonly body: string };
export type AppliedFault = { readonly mode: FaultMode; readonly delayMs: number } | undefined;

/**
 * Runs a service under the fault that applies to it: `unavailable` answers 503 untouched, `slow` waits
 * first, `timeout` processes and then drops the connection without an answer; the others are the
 * service's to interpret.
 */
export async function serveWithFaults(
  runtime: SandboxRuntime,
  sleeper: Sleeper,
  service: PacService,
  reply: FastifyReply,
  handle: (fault: AppliedFault) => Answer,
): Promise<void> {
  const fault = runtime.faults.take(service);
  if (fault?.mode === 'unavailable') {
    await reply.code(503).type('text/plain; charset=utf-8').send('Servicio no disponible');
    return;
  }
  if (fault?.mode === 'slow') await sleeper.sleep(fault.delayMs);
  const answer = handle(fault);
  if (fault?.mode === 'timeout') {
    reply.hijack();
    await sleeper.sleep(fault.delayMs);
    reply.raw.destroy();
    return;
  }
  await reply.code(answer.status).type(answer.contentType).send(answer.body);
}
