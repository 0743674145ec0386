import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import type { ProtocolInfo } from '../soap/soap-answer-writer.ts';
import type { AuthorisedDocument } from '../state/sandbox-store.ts';
import { childText } from '../xml/xml-reading.ts';
import { readCommonFields } from './request-fields.ts';
import type { SandboxRuntime } from './sandbox-runtime.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

export type ConsultationAnswer = {
  readonly environment: string;
  readonly processedAt: string;
  readonly result: ResultCode;
  readonly document?: { readonly rfe: string; readonly protocol: ProtocolInfo };
};

/**
 * feConsFE: 0422 with the authorised document and its protocol, 0261 while a held-back authorisation
 * is in process, 0423 when no authorised document has the CUFE (a rejected one is not kept). As on the
 * DGI, a cancelled document is still found; only a second cancellation (0622) tells.
 */
export function consultDocument(runtime: SandboxRuntime, request: XmlTreeElement): ConsultationAnswer {
  const now = runtime.now();
  const base = { environment: runtime.environment, processedAt: formatPanamaTimestamp(now) };
  runtime.store.releaseHeldBack(now);
  const fields = readCommonFields(request);
  if ('problem' in fields) return { ...base, result: fields.problem };
  const cufe = childText(request, 'dCufe') ?? '';
  if (cufe.length !== 66) return { ...base, result: resultFor('0100', 'dCufe debe tener 66 caracteres.') };
  const document = runtime.store.findDocument(cufe);
  if (document) {
    return {
      ...base,
      result: resultFor('0422'),
      document: { rfe: document.rfe, protocol: protocolOf(runtime, document) },
    };
  }
  return { ...base, result: resultFor(runtime.store.isPending(cufe) ? '0261' : '0423') };
}

export function protocolOf(runtime: SandboxRuntime, document: AuthorisedDocument): ProtocolInfo {
  return {
    environment: runtime.environment,
    cufe: document.cufe,
    processedAt: document.processedAt,
    protocolNumber: document.protocolNumber,
    digestValue: document.digestValue,
    results: [resultFor('0260'), ...document.warnings],
  };
}
