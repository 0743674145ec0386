import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { judgeCancellation } from '../dgi/event-judge.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import { readEmbeddedXml } from '../soap/soap-request-reader.ts';
import { childElement } from '../xml/xml-reading.ts';
import { readCommonFields } from './request-fields.ts';
import type { SandboxRuntime } from './sandbox-runtime.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

export type EventAnswer = {
  readonly environment: string;
  readonly processedAt: string;
  readonly result: ResultCode;
};

/** feRecepEvento: registers a signed cancellation (0600) or says why not (0622 already cancelled, …). */
export function receiveEvent(runtime: SandboxRuntime, request: XmlTreeElement): EventAnswer {
  const now = runtime.now();
  const base = { environment: runtime.environment, processedAt: formatPanamaTimestamp(now) };
  const fields = readCommonFields(request);
  if ('problem' in fields) return { ...base, result: fields.problem };
  const holder = childElement(request, 'dEvReg');
  const event = holder ? readEmbeddedXml(holder) : '';
  if (event === '') return { ...base, result: resultFor('0100', 'La solicitud no informa dEvReg.') };
  const { store } = runtime;
  const verdict = judgeCancellation(event, fields.environment, {
    now,
    environment: runtime.environment,
    cancellationWindowMs: runtime.cancellationWindowMs,
    findAuthorised(cufe) {
      const document = store.findDocument(cufe);
      if (!document) return undefined;
      return {
        issuerRuc: document.issuerRuc,
        authorisedAt: new Date(document.authorisedAtMs),
        isCancelled: document.cancelledAtMs !== undefined,
      };
    },
  });
  if (verdict.kind === 'rejected') return { ...base, result: verdict.result };
  store.cancel(verdict.cufe, now);
  return { ...base, result: resultFor('0600') };
}
