import { resultFor, type ResultCode } from './dgi-result-codes.ts';
import { checkSignature } from './signature-checker.ts';
import { childElement, childText } from '../xml/xml-reading.ts';
import { readXmlTree, XmlReadError } from '../xml/xml-tree.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

const DGI_NAMESPACE = 'http://dgi-fep.mef.gob.pa';
const CANCELLATION_ROOT = 'rEvAnulaFe';
const SIGNATURE_ID = /^ID[0-9A-Za-z]{20}$/;

/** An authorised document as the event judge needs it. */
export type CancellableDocument = {
  readonly issuerRuc: string;
  readonly authorisedAt: Date;
  readonly isCancelled: boolean;
};

export type EventContext = {
  readonly now: Date;
  readonly environment: '1' | '2';
  /** How long after its authorisation a document may be cancelled (not public: a setting). */
  readonly cancellationWindowMs: number;
  readonly findAuthorised: (cufe: string) => CancellableDocument | undefined;
};

export type EventVerdict =
  | { readonly kind: 'rejected'; readonly result: ResultCode }
  | { readonly kind: 'registrable'; readonly cufe: string };

/**
 * Judges a signed cancellation event (rEvAnulaFe, FACTS.md §6): its layout, environment and signature,
 * then the document it cancels: known and authorised (0620), of the same issuer (0623), not cancelled
 * yet (0622) and within the window (0621). The answer carries one code, as the DGI's does.
 */
export function judgeCancellation(
  eventText: string,
  envelopeEnvironment: string,
  context: EventContext,
): EventVerdict {
  let root: XmlTreeElement;
  let signatureIsValid: boolean;
  try {
    const document = readXmlTree(eventText);
    root = document.root;
    if (root.localName !== CANCELLATION_ROOT || root.namespaceUri !== DGI_NAMESPACE) {
      return reject(
        resultFor(
          '0100',
          `El evento debe ser ${CANCELLATION_ROOT} en el espacio de nombres ${DGI_NAMESPACE}.`,
        ),
      );
    }
    const layoutProblem = findLayoutProblem(root);
    if (layoutProblem) return reject(resultFor('0100', layoutProblem));
    signatureIsValid = checkSignature(document).isValid;
  } catch (error) {
    if (error instanceof XmlReadError) return reject(resultFor('0100', error.message));
    throw error;
  }

  if (childText(root, 'dVerForm') !== '1.00') return reject(resultFor('1000'));
  const environment = childText(root, 'gInfProt', 'iAmb');
  if (environment !== context.environment || environment !== envelopeEnvironment)
    return reject(resultFor('1500'));
  if (!signatureIsValid) return reject(resultFor('1003'));
  const cufe = childText(root, 'gInfProt', 'dCufe') ?? '';
  const document = context.findAuthorised(cufe);
  if (!document) return reject(resultFor('0620'));
  if (childText(root, 'gInfProt', 'gRucEm', 'dRucEm') !== document.issuerRuc)
    return reject(resultFor('0623'));
  if (document.isCancelled) return reject(resultFor('0622'));
  if (context.now.getTime() - document.authorisedAt.getTime() > context.cancellationWindowMs) {
    return reject(resultFor('0621'));
  }
  return { kind: 'registrable', cufe };
}

function findLayoutProblem(root: XmlTreeElement): string | undefined {
  const info = childElement(root, 'gInfProt');
  if (!info) return 'El evento no tiene gInfProt.';
  for (const name of ['dIdFirma', 'iAmb', 'dCufe', 'dMotivoAn']) {
    if (!childText(info, name)) return `El evento no informa ${name}.`;
  }
  for (const name of ['dTipContEm', 'dRucEm', 'dDvEm']) {
    if (!childText(info, 'gRucEm', name)) return `El evento no informa gRucEm/${name}.`;
  }
  if (!SIGNATURE_ID.test(childText(info, 'dIdFirma') ?? ''))
    return 'dIdFirma debe ser "ID" seguido de 20 caracteres.';
  if ((childText(info, 'dCufe') ?? '').length !== 66) return 'dCufe debe tener 66 caracteres.';
  return undefined;
}

function reject(result: ResultCode): EventVerdict {
  return { kind: 'rejected', result };
}
