import type { Element } from '@xmldom/xmldom';
import { PacError } from './pac-errors.ts';
import { postToPac, type PacHttpAnswer } from './pac-http.ts';
import { withRawAnswer } from './pac-raw-answer.ts';
import {
  readConsultationAnswer,
  readDownloadAnswer,
  readEventAnswer,
  readReceptionAnswer,
  readSoapBody,
  readTaxpayerAnswer,
} from './pac-soap-answers.ts';
import {
  buildConsultEnvelope,
  buildDownloadEnvelope,
  buildEventEnvelope,
  buildSendDocumentEnvelope,
  buildTaxpayerEnvelope,
  SOAP_CONTENT_TYPE,
  type DgiService,
} from './pac-soap-requests.ts';
import type {
  AffiliationResult,
  PacClient,
  PacClientOptions,
  PacCompany,
  PacStatusCodes,
  QrCodeResult,
} from './pac-types.ts';

/** The PAC sandbox's codes for the states the DGI has none for (packages/pac-sandbox/README.md). */
export const SANDBOX_STATUS_CODES: PacStatusCodes = {
  inProcess: ['0261'],
  returned: ['0262'],
  notFound: ['0423'],
  noDocuments: ['0762'],
};

const CONTROL_ID = /^[0-9]{1,15}$/;
const SERVICES_PATH = '/FepWcfService';
const COMPANY_API_PATH = '/pac/v1/empresas';

/**
 * The server's only way to the PAC: the DGI web services over SOAP 1.2 (FACTS.md §6) and the PAC's
 * JSON calls for affiliation and the QR security code. Pointing `baseUrl` at a real PAC is all it takes
 * to leave the sandbox.
 */
export function createPacClient(options: PacClientOptions): PacClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const statusCodes: PacStatusCodes = { ...SANDBOX_STATUS_CODES, ...options.statusCodes };
  const transport = {
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
  };
  let controlSequence = 0;

  function nextControlId(): string {
    controlSequence = (controlSequence + 1) % 1_000_000;
    return `${Date.now() % 1_000_000_000}${String(controlSequence).padStart(6, '0')}`;
  }

  function controlIdOf(given: string | undefined): string {
    const controlId = given ?? nextControlId();
    if (!CONTROL_ID.test(controlId)) {
      throw new PacError('PAC_INVALID_REQUEST', `control id '${controlId}' is not 1–15 digits`);
    }
    return controlId;
  }

  async function callSoap<T>(service: DgiService, envelope: string, read: (root: Element) => T): Promise<T> {
    const answer = await postToPac(`${baseUrl}${SERVICES_PATH}/${service}.svc`, {
      contentType: SOAP_CONTENT_TYPE,
      body: envelope,
      timeoutMs: options.timeoutMs,
      ...transport,
    });
    return withRawAnswer(answer.body, () => read(readSoapAnswer(service, answer)));
  }

  async function callCompanyApi(path: string, body: unknown): Promise<Record<string, unknown>> {
    const answer = await postToPac(`${baseUrl}${COMPANY_API_PATH}${path}`, {
      contentType: 'application/json',
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
      ...transport,
    });
    return readJsonAnswer(path, answer);
  }

  return {
    async sendDocument(signedXml, controlId) {
      const envelope = buildSendDocumentEnvelope({
        controlId: controlIdOf(controlId),
        iAmb: options.iAmb,
        signedXml,
      });
      return callSoap('feRecepFE', envelope, (root) => readReceptionAnswer(root, statusCodes));
    },
    async consultDocument(cufe, controlId) {
      const envelope = buildConsultEnvelope({ controlId: controlIdOf(controlId), iAmb: options.iAmb, cufe });
      return callSoap('feConsFE', envelope, (root) => readConsultationAnswer(root, cufe, statusCodes));
    },
    async downloadReceivedDocument(receiverRuc, accessKey, controlId) {
      const envelope = buildDownloadEnvelope({
        controlId: controlIdOf(controlId),
        iAmb: options.iAmb,
        receiverRuc,
        accessKey,
      });
      return callSoap('feDescFE', envelope, (root) => readDownloadAnswer(root, statusCodes));
    },
    async sendCancellation(signedEventXml, controlId) {
      const envelope = buildEventEnvelope({
        controlId: controlIdOf(controlId),
        iAmb: options.iAmb,
        signedEventXml,
      });
      return callSoap('feRecepEvento', envelope, readEventAnswer);
    },
    async checkTaxpayer(ruc, tipoRuc, controlId) {
      const envelope = buildTaxpayerEnvelope({
        controlId: controlIdOf(controlId),
        iAmb: options.iAmb,
        ruc,
        taxpayerType: tipoRuc,
      });
      return callSoap('feConsRucDV', envelope, readTaxpayerAnswer);
    },
    async affiliateCompany(company: PacCompany): Promise<AffiliationResult> {
      const answer = await callCompanyApi('/afiliacion', company);
      const { respuesta, mensaje } = answer;
      if (respuesta !== 1 && respuesta !== 3 && respuesta !== 4) {
        throw new PacError('PAC_MALFORMED_ANSWER', `affiliation answered ${JSON.stringify(answer)}`);
      }
      return { answer: respuesta, message: typeof mensaje === 'string' ? mensaje : '' };
    },
    async requestQrCode(ruc, action): Promise<QrCodeResult> {
      const answer = await callCompanyApi(`/codigo-seguridad-qr/${action}`, { rucEmpresa: ruc });
      const message = typeof answer.mensaje === 'string' ? answer.mensaje : '';
      const secret = answer.codigoSeguridadQr;
      if (answer.respuesta === 1 && typeof secret === 'string' && secret !== '')
        return { answer: 1, message, secret };
      if (answer.respuesta === 2 || answer.respuesta === 3) return { answer: answer.respuesta, message };
      throw new PacError('PAC_MALFORMED_ANSWER', `QR code request answered ${JSON.stringify(answer)}`);
    },
  };
}

function readSoapAnswer(service: DgiService, answer: PacHttpAnswer): Element {
  if (answer.status >= 500 && !answer.body.includes('Envelope')) {
    throw new PacError('PAC_UNAVAILABLE', `${service} answered HTTP ${answer.status}`, {
      status: answer.status,
    });
  }
  let read: ReturnType<typeof readSoapBody>;
  try {
    read = readSoapBody(answer.body);
  } catch (error) {
    if (answer.status >= 400 && error instanceof PacError) {
      const code = answer.status >= 500 ? 'PAC_UNAVAILABLE' : 'PAC_REFUSED_REQUEST';
      throw new PacError(code, `${service} answered HTTP ${answer.status}`, {
        status: answer.status,
        cause: error,
      });
    }
    throw error;
  }
  if ('fault' in read) {
    const { code, reason } = read.fault;
    const detail = `${service} answered a SOAP ${code} fault: ${reason}`;
    if (code === 'Receiver') throw new PacError('PAC_UNAVAILABLE', detail, { status: answer.status });
    throw new PacError('PAC_REFUSED_REQUEST', detail, { status: answer.status });
  }
  if (answer.status !== 200) {
    throw new PacError('PAC_MALFORMED_ANSWER', `${service} answered HTTP ${answer.status} with a body`, {
      status: answer.status,
    });
  }
  return read.root;
}

function readJsonAnswer(path: string, answer: PacHttpAnswer): Record<string, unknown> {
  if (answer.status >= 500) {
    throw new PacError('PAC_UNAVAILABLE', `${path} answered HTTP ${answer.status}`, {
      status: answer.status,
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch (error) {
    throw new PacError('PAC_MALFORMED_ANSWER', `${path} answered HTTP ${answer.status} without JSON`, {
      status: answer.status,
      cause: error,
    });
  }
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (answer.status >= 400) {
    const mensaje = typeof body.mensaje === 'string' && body.mensaje !== '' ? body.mensaje : undefined;
    throw new PacError('PAC_REFUSED_REQUEST', `${path} answered HTTP ${answer.status}`, {
      status: answer.status,
      ...(mensaje ? { message: mensaje } : {}),
    });
  }
  return body;
}
