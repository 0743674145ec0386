import { judgeDocument } from '../dgi/document-judge.ts';
import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import type { ProtocolInfo } from '../soap/soap-answer-writer.ts';
import { readEmbeddedXml } from '../soap/soap-request-reader.ts';
import type { FaultMode } from '../state/fault-injector.ts';
import { childElement } from '../xml/xml-reading.ts';
import { protocolOf } from './consultation-service.ts';
import { readCommonFields } from './request-fields.ts';
import type { SandboxRuntime } from './sandbox-runtime.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

/** The DGI-side fault that applies to this reception, if any. */
export type ReceptionFault = {
  readonly mode: Extract<FaultMode, 'return' | 'delay'>;
  readonly delayMs: number;
};

/**
 * feRecepFE: judges the signed rFE of an rEnviFe and answers its protocol: 0260 with the protocol number
 * and the N codes, the rejection codes, or (under a fault) 0261 in process / 0262 returned.
 */
export function receiveDocument(
  runtime: SandboxRuntime,
  request: XmlTreeElement,
  fault: ReceptionFault | undefined,
): ProtocolInfo {
  const now = runtime.now();
  const processedAt = formatPanamaTimestamp(now);
  const { store } = runtime;
  store.releaseHeldBack(now);
  const fields = readCommonFields(request);
  if ('problem' in fields) return answer(runtime, processedAt, [fields.problem]);
  const holder = childElement(request, 'xFe');
  const rfe = holder ? readEmbeddedXml(holder) : '';
  if (rfe === '') return answer(runtime, processedAt, [resultFor('0100', 'La solicitud no informa xFe.')]);

  const verdict = judgeDocument(rfe, fields.environment, {
    now,
    environment: runtime.environment,
    findTaxpayer: store.findTaxpayer,
    checksReceiverRegistry: runtime.checksReceiverRegistry,
    requiresAffiliatedIssuer: runtime.requiresAffiliatedIssuer,
    isAffiliated: store.isAffiliated,
    isKnownDocument: store.isKnownDocument,
  });
  if (verdict.kind === 'rejected') return answer(runtime, processedAt, verdict.results, verdict.cufe);

  const { facts } = verdict;
  const document = {
    cufe: facts.cufe,
    rfe,
    issuerRuc: facts.issuer.ruc.ruc,
    numberKey: verdict.numberKey,
    digestValue: verdict.digestValue,
    warnings: verdict.warnings,
  };
  const inProcess = (): ProtocolInfo =>
    answer(runtime, processedAt, [resultFor('0261')], facts.cufe, verdict.digestValue);
  if (store.isPending(facts.cufe)) return inProcess();
  if (fault?.mode === 'return') return answer(runtime, processedAt, [resultFor('0262')], facts.cufe);
  if (fault?.mode === 'delay') {
    store.holdBack(document, new Date(now.getTime() + fault.delayMs));
    return inProcess();
  }
  return protocolOf(runtime, store.authorise(document, now));
}

function answer(
  runtime: SandboxRuntime,
  processedAt: string,
  results: readonly ResultCode[],
  cufe?: string,
  digestValue?: string,
): ProtocolInfo {
  return {
    environment: runtime.environment,
    cufe,
    processedAt,
    protocolNumber: undefined,
    digestValue,
    results,
  };
}
