import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import type { ProtocolInfo } from '../soap/soap-answer-writer.ts';
import { childText } from '../xml/xml-reading.ts';
import { readXmlTree } from '../xml/xml-tree.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';
import { ACCESS_KEY_LENGTH } from './access-key.ts';
import { protocolOf } from './consultation-service.ts';
import { readCommonFields } from './request-fields.ts';
import type { SandboxRuntime } from './sandbox-runtime.ts';

export type DownloadAnswer = {
  readonly environment: string;
  readonly processedAt: string;
  readonly result: ResultCode;
  readonly documents: readonly { readonly rfe: string; readonly protocol: ProtocolInfo }[];
};

const ACCESS_KEY = new RegExp(`^[0-9]{${ACCESS_KEY_LENGTH}}$`);

/**
 * feDescFE (download by criteria) as the receiver's side of the PAC: the receiver's RUC (gRucRec/dRuc)
 * and, as this PAC's own criterion, the document's access key (dClaveAcceso, see access-key.ts). Only a
 * document addressed to that RUC is handed out: 0761 with it, 0762 when none matches. A cancelled
 * document is still handed out, as feConsFE does.
 */
export function downloadDocuments(runtime: SandboxRuntime, request: XmlTreeElement): DownloadAnswer {
  const now = runtime.now();
  const base = { environment: runtime.environment, processedAt: formatPanamaTimestamp(now), documents: [] };
  runtime.store.releaseHeldBack(now);
  const fields = readCommonFields(request);
  if ('problem' in fields) return { ...base, result: fields.problem };
  const receiverRuc = childText(request, 'gRucRec', 'dRuc');
  if (!receiverRuc) return { ...base, result: resultFor('0100', 'La solicitud no informa gRucRec/dRuc.') };
  const accessKey = childText(request, 'dClaveAcceso') ?? '';
  if (!ACCESS_KEY.test(accessKey)) {
    return { ...base, result: resultFor('0100', 'dClaveAcceso debe tener 49 dígitos.') };
  }
  const document = runtime.store.findDocumentByAccessKey(accessKey);
  if (!document || receiverOf(document.rfe) !== receiverRuc) return { ...base, result: resultFor('0762') };
  return {
    ...base,
    result: resultFor('0761'),
    documents: [{ rfe: document.rfe, protocol: protocolOf(runtime, document) }],
  };
}

function receiverOf(rfe: string): string | undefined {
  return childText(readXmlTree(rfe).root, 'gDGen', 'gDatRec', 'gRucRec', 'dRuc');
}
