import { randomInt, randomUUID } from 'node:crypto';
import { judgeDocument } from '../dgi/document-judge.ts';
import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import { computeCufeCheckDigit } from '../dgi/cufe-layout.ts';
import type { SandboxRuntime } from '../pac/sandbox-runtime.ts';
import type { AuthorisableDocument, AuthorisedDocument } from '../state/sandbox-store.ts';
import { childElement, childText } from '../xml/xml-reading.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';
import { renderCafePdf } from './cafe-pdf.ts';
import { MissingObjectError, readDocumento } from './documento-electronico.ts';
import type { HkaAccount, HkaCompanies } from './hka-companies.ts';
import { WcfFault, type AnswerField } from './hka-envelope.ts';
import type { HkaMethod } from './hka-methods.ts';
import { appendQrCode, buildQrUrl, signRfe, type PacCertificate } from './pac-signer.ts';

export type HkaRuntime = {
  readonly base: SandboxRuntime;
  readonly companies: HkaCompanies;
  readonly certificate: PacCertificate;
  readonly duplicateAnswer: 'original' | 'nil';
  readonly mailDeliveryMs: number;
  readonly state: HkaState;
};

/** What the HKA mode keeps beside the DGI's records: folios used, mails, documents awaiting the DGI. */
export type HkaState = {
  readonly folios: Map<string, number>;
  readonly mails: Map<string, { address: string; createdAtMs: number; messageId: string }[]>;
  /** Later-authorisation documents (03/04) accepted while the DGI was down, by natural key. */
  readonly awaitingDgi: Map<string, { document: AuthorisableDocument; acceptedAtMs: number }>;
};

export function createHkaState(): HkaState {
  return { folios: new Map(), mails: new Map(), awaitingDgi: new Map() };
}

/** What a sandbox reset empties (the token pairs stay). */
export function resetHkaState(state: HkaState): void {
  state.folios.clear();
  state.mails.clear();
  state.awaitingDgi.clear();
}

/** Whether the fault in force leaves the PAC without the DGI. */
export type DgiReachability = { readonly isDgiDown: boolean };

const SUCCESS = { codigo: '200', resultado: 'procesado' } as const;
const MESSAGES = {
  sent: 'El documento se envió correctamente.',
  status: 'Se retornan datos del documento.',
  cancelled: 'Proceso de Anulación ejecutado con éxito.',
  downloaded: 'Se retorna el documento.',
  folios: 'Se retorna Licencia y Disponibilidad',
  mailed: 'Se ha enviado satisfactoriamente el email.',
  tracked: 'Se retorna el rastreo del correo.',
  ruc: 'Consulta realizada con éxito.',
  duplicate: 'El documento está duplicado',
  badToken: 'Token de empresa o contraseña inválidos.',
  notFound: 'No se encontró el documento.',
  dgiDown: 'No fue posible comunicarse con la DGI.',
  noFolios: 'No cuenta con folios disponibles.',
  badMail: 'Error al procesar solicitud. El correo no es una dirección válida.',
} as const;
const LATER_AUTHORISATION = new Set(['03', '04']);

/**
 * Runs one method of the HKA/EBI integration API (shared/pac/README.md §2.2, §5) and answers its
 * `a:` fields.
 * @throws WcfFault for a request WCF could not bind to the method's object
 */
export function runHkaMethod(
  runtime: HkaRuntime,
  method: HkaMethod,
  operation: XmlTreeElement,
  reachability: DgiReachability,
): AnswerField[] {
  if (!reachability.isDgiDown) releaseAwaiting(runtime);
  const holder = method === 'ConsultarRucDV' ? childElement(operation, 'consultarRucDVRequest') : operation;
  if (!holder)
    throw new WcfFault('InternalServiceFault', 'Object reference not set to an instance of an object.');
  const company = runtime.companies.authenticate(
    childText(holder, 'tokenEmpresa') ?? '',
    childText(holder, 'tokenPassword') ?? '',
  );
  if (!company) return error('101', MESSAGES.badToken, method);
  switch (method) {
    case 'Enviar':
      return send(runtime, company, operation, reachability);
    case 'EstadoDocumento':
      return documentStatus(runtime, company, operation);
    case 'AnulacionDocumento':
      return cancel(runtime, company, operation, reachability);
    case 'DescargaXML':
    case 'DescargaPDF':
      return download(runtime, company, operation, method);
    case 'FoliosRestantes':
      return folios(runtime, company);
    case 'ConsultarRucDV':
      return lookUpRuc(runtime, holder);
    case 'EnvioCorreo':
      return sendMail(runtime, company, operation);
    case 'RastreoCorreo':
      return trackMail(runtime, company, operation);
  }
}

function send(
  runtime: HkaRuntime,
  company: HkaAccount,
  operation: XmlTreeElement,
  reachability: DgiReachability,
): AnswerField[] {
  const documento = childElement(operation, 'documento');
  if (!documento) throw nullReference();
  let read;
  try {
    read = readDocumento(documento, company);
  } catch (failure) {
    if (failure instanceof MissingObjectError) throw nullReference();
    throw failure;
  }
  if ('refusal' in read) return sendAnswer(read.refusal.codigo, 'error', read.refusal.mensaje);
  const numberKey = [company.ruc, read.documentType, read.branch, read.billingPoint, read.number].join('|');
  const duplicate = findByNumber(runtime, numberKey);
  if (duplicate) return duplicateAnswer(runtime, duplicate);
  const isLater = LATER_AUTHORISATION.has(read.emissionType);
  if (reachability.isDgiDown && !isLater) return sendAnswer('103', 'error', MESSAGES.dgiDown);
  if (foliosLeft(runtime, company) <= 0) return sendAnswer('109', 'error', MESSAGES.noFolios);

  const environment = runtime.base.environment;
  const securityCode = String(randomInt(1, 1_000_000_000)).padStart(9, '0');
  const cufeBody =
    `FE${read.documentType}${company.taxpayerType}${company.ruc.padStart(20, '0')}-${company.dv}${read.branch}` +
    `${read.issuedAt.slice(0, 10).replaceAll('-', '')}${read.number}${read.billingPoint}${read.emissionType}` +
    `${environment}${securityCode}`;
  const cufe = cufeBody + computeCufeCheckDigit(cufeBody);
  const signed = signRfe(read.writeRfe(cufe, securityCode, environment), runtime.certificate);
  const qr = buildQrUrl(cufe, environment, signed.digestValue, company.qrSecret);
  const rfe = appendQrCode(signed.xml, qr);
  const { store } = runtime.base;
  const verdict = judgeDocument(rfe, environment, {
    now: runtime.base.now(),
    environment,
    findTaxpayer: store.findTaxpayer,
    checksReceiverRegistry: runtime.base.checksReceiverRegistry,
    // The token pair is the company's contract with this PAC.
    requiresAffiliatedIssuer: false,
    isAffiliated: () => true,
    isKnownDocument: store.isKnownDocument,
  });
  if (verdict.kind === 'rejected') return sendAnswer('201', 'error', describeResults(verdict.results));
  useFolio(runtime, company);
  const document: AuthorisableDocument = {
    cufe,
    rfe,
    issuerRuc: company.ruc,
    numberKey: verdict.numberKey,
    digestValue: verdict.digestValue,
    warnings: verdict.warnings,
  };
  if (reachability.isDgiDown) {
    runtime.state.awaitingDgi.set(numberKey, { document, acceptedAtMs: runtime.base.now().getTime() });
    return authorisationFields(SUCCESS.codigo, SUCCESS.resultado, MESSAGES.sent, { cufe, qr });
  }
  const authorised = store.authorise(document, runtime.base.now());
  return authorisationFields(SUCCESS.codigo, SUCCESS.resultado, MESSAGES.sent, authorisationOf(authorised));
}

function duplicateAnswer(runtime: HkaRuntime, found: FoundDocument): AnswerField[] {
  if (runtime.duplicateAnswer === 'nil') return sendAnswer('102', 'error', MESSAGES.duplicate);
  const authorisation =
    found.kind === 'authorised'
      ? authorisationOf(found.document)
      : { cufe: found.document.cufe, qr: qrOf(found.document.rfe) };
  return authorisationFields('102', 'error', MESSAGES.duplicate, authorisation);
}

type Authorisation = {
  readonly cufe: string;
  readonly qr: string;
  readonly receivedAt?: string;
  readonly protocol?: string;
};

function authorisationOf(document: AuthorisedDocument): Authorisation {
  return {
    cufe: document.cufe,
    qr: qrOf(document.rfe),
    receivedAt: new Date(document.authorisedAtMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    protocol: document.protocolNumber,
  };
}

function authorisationFields(
  codigo: string,
  resultado: string,
  mensaje: string,
  authorisation: Authorisation,
): AnswerField[] {
  return [
    ['codigo', codigo],
    ['resultado', resultado],
    ['mensaje', mensaje],
    ['cufe', authorisation.cufe],
    ['qr', authorisation.qr],
    ['fechaRecepcionDGI', authorisation.receivedAt ?? null],
    ['nroProtocoloAutorizacion', authorisation.protocol ?? null],
    ['fechaLimite', null],
  ];
}

function sendAnswer(codigo: string, resultado: string, mensaje: string): AnswerField[] {
  return [
    ['codigo', codigo],
    ['resultado', resultado],
    ['mensaje', mensaje],
    ['cufe', null],
    ['qr', null],
    ['fechaRecepcionDGI', null],
    ['nroProtocoloAutorizacion', null],
    ['fechaLimite', null],
  ];
}

function documentStatus(runtime: HkaRuntime, company: HkaAccount, operation: XmlTreeElement): AnswerField[] {
  const found = findByNumber(runtime, numberKeyOf(company, operation));
  const base: AnswerField[] = [
    ['cufe', null],
    ['fechaEmisionDocumento', null],
    ['fechaRecepcionDocumento', null],
    ['estatusDocumento', null],
    ['mensajeDocumento', null],
  ];
  if (!found) return [['codigo', '201'], ['mensaje', MESSAGES.notFound], ...base, ['resultado', 'error']];
  const { document } = found;
  const issuedAt = childTextOf(document.rfe, 'dFechaEm');
  const [status, detail, receivedAt] =
    found.kind === 'awaiting'
      ? ['Pendiente', 'Pendiente de autorización de la DGI', null]
      : found.document.cancelledAtMs !== undefined
        ? ['Anulada', 'Documento anulado', plainTimestamp(new Date(found.document.authorisedAtMs))]
        : [
            'Autorizada',
            'Autorizado el uso de la FE',
            plainTimestamp(new Date(found.document.authorisedAtMs)),
          ];
  return [
    ['codigo', '200'],
    ['mensaje', MESSAGES.status],
    ['cufe', document.cufe],
    ['fechaEmisionDocumento', issuedAt ? issuedAt.slice(0, 19).replace('T', ' ') : null],
    ['fechaRecepcionDocumento', receivedAt],
    ['estatusDocumento', status],
    ['mensajeDocumento', detail],
    ['resultado', SUCCESS.resultado],
  ];
}

function cancel(
  runtime: HkaRuntime,
  company: HkaAccount,
  operation: XmlTreeElement,
  reachability: DgiReachability,
): AnswerField[] {
  const reason = childText(operation, 'motivoAnulacion') ?? '';
  const key = numberKeyOf(company, operation);
  if (reason.length < 10) {
    return shortAnswer(
      '201',
      'error',
      'Error al procesar solicitud. El motivoAnulacion debe tener al menos 10 caracteres.',
    );
  }
  if (reachability.isDgiDown) return shortAnswer('103', 'error', MESSAGES.dgiDown);
  const found = findByNumber(runtime, key);
  if (!found || found.kind === 'awaiting') return shortAnswer('201', 'error', MESSAGES.notFound);
  const { document } = found;
  const now = runtime.base.now();
  const refusal: ResultCode | undefined =
    document.cancelledAtMs !== undefined
      ? resultFor('0622')
      : now.getTime() - document.authorisedAtMs > runtime.base.cancellationWindowMs
        ? resultFor('0621')
        : undefined;
  if (refusal) return shortAnswer('201', 'error', describeResults([refusal]));
  runtime.base.store.cancel(document.cufe, now);
  return shortAnswer(SUCCESS.codigo, SUCCESS.resultado, MESSAGES.cancelled);
}

function download(
  runtime: HkaRuntime,
  company: HkaAccount,
  operation: XmlTreeElement,
  method: 'DescargaXML' | 'DescargaPDF',
): AnswerField[] {
  const found = findByNumber(runtime, numberKeyOf(company, operation));
  if (!found || found.kind === 'awaiting') {
    return [...shortAnswer('201', 'error', MESSAGES.notFound), ['documento', null]];
  }
  const { document } = found;
  const content =
    method === 'DescargaXML'
      ? Buffer.from(document.rfe, 'utf8')
      : renderCafePdf(document.rfe, {
          number: document.protocolNumber,
          date: document.processedAt,
        });
  return [
    ...shortAnswer(SUCCESS.codigo, SUCCESS.resultado, MESSAGES.downloaded),
    ['documento', content.toString('base64')],
  ];
}

function folios(runtime: HkaRuntime, company: HkaAccount): AnswerField[] {
  const cycle = cycleOf(company, runtime.base.now());
  const used = runtime.state.folios.get(`${company.tokenEmpresa}|${cycle.index}`) ?? 0;
  return [
    ['codigo', '200'],
    ['mensaje', MESSAGES.folios],
    ['licencia', `FE-PA-${company.ruc}`],
    ['fechaLicencia', `${cycle.licenceFrom} / ${cycle.licenceTo}`],
    ['ciclo', String((cycle.index % 12) + 1)],
    ['fechaCiclo', `${cycle.from} / ${cycle.to}`],
    ['foliosTotalesCiclo', String(company.foliosPerCycle)],
    ['foliosUtilizadosCiclo', String(used)],
    ['foliosDisponibleCiclo', String(Math.max(0, company.foliosPerCycle - used))],
    ['foliosTotales', String(company.foliosPerCycle * 12)],
    ['resultado', SUCCESS.resultado],
  ];
}

function lookUpRuc(runtime: HkaRuntime, request: XmlTreeElement): AnswerField[] {
  const ruc = childText(request, 'ruc') ?? '';
  const type = childText(request, 'tipoRuc');
  if (ruc === '' || (type !== '1' && type !== '2')) {
    return [
      ['codigo', '201'],
      ['infoRuc', null],
      ['mensaje', 'Error al procesar solicitud. Informe ruc y tipoRuc (1 o 2).'],
      ['resultado', 'error'],
    ];
  }
  const taxpayer = runtime.base.store.findTaxpayer(ruc, type === '1' ? 1 : 2);
  if (!taxpayer) {
    return [
      ['codigo', '201'],
      ['infoRuc', null],
      ['mensaje', describeResults([resultFor('0640')])],
      ['resultado', 'error'],
    ];
  }
  return [
    ['codigo', '200'],
    [
      'infoRuc',
      [
        ['tipoRuc', type],
        ['ruc', taxpayer.ruc],
        ['dv', taxpayer.dv],
        ['razonSocial', taxpayer.name],
        ['afiliadoFE', taxpayer.isAuthorisedToIssue ? 'SI' : 'NO'],
      ],
    ],
    ['mensaje', MESSAGES.ruc],
    ['resultado', 'Procesado'],
  ];
}

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

function sendMail(runtime: HkaRuntime, company: HkaAccount, operation: XmlTreeElement): AnswerField[] {
  const found = findByNumber(runtime, numberKeyOf(company, operation));
  if (!found || found.kind === 'awaiting') return shortAnswer('201', 'error', MESSAGES.notFound);
  const addresses = (childText(operation, 'correo') ?? '')
    .split(/[;,]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
  if (addresses.length === 0 || !addresses.every((address) => EMAIL.test(address))) {
    return shortAnswer('201', 'error', MESSAGES.badMail);
  }
  const createdAtMs = runtime.base.now().getTime();
  const sent = runtime.state.mails.get(found.document.cufe) ?? [];
  sent.push(
    ...addresses.map((address) => ({ address, createdAtMs, messageId: `<${randomUUID()}@pac-sandbox>` })),
  );
  runtime.state.mails.set(found.document.cufe, sent);
  return shortAnswer(SUCCESS.codigo, SUCCESS.resultado, MESSAGES.mailed);
}

function trackMail(runtime: HkaRuntime, company: HkaAccount, operation: XmlTreeElement): AnswerField[] {
  const cufe = childText(operation, 'cufe') ?? '';
  const document = runtime.base.store.findDocument(cufe);
  if (!document || document.issuerRuc !== company.ruc) {
    return [
      ['codigo', '201'],
      ['mensaje', MESSAGES.notFound],
      ['listaRastreo', null],
      ['resultado', 'error'],
    ];
  }
  const now = runtime.base.now().getTime();
  const entries = (runtime.state.mails.get(cufe) ?? []).map(
    ({ address, createdAtMs, messageId }): AnswerField => [
      'listTracking',
      [
        ['correo', address],
        ['creado_en', plainTimestamp(new Date(createdAtMs))],
        [
          'estado',
          now - createdAtMs < runtime.mailDeliveryMs
            ? 'processed'
            : bounces(address)
              ? 'bounced'
              : 'delivered',
        ],
        ['messageId', messageId],
      ],
    ],
  );
  return [
    ['codigo', '200'],
    ['mensaje', MESSAGES.tracked],
    ['listaRastreo', entries],
    ['resultado', SUCCESS.resultado],
  ];
}

/** The sandbox's bouncing addresses: the domain rebota.test, or a local part starting with 'rebote'. */
function bounces(address: string): boolean {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  return domain === 'rebota.test' || local.startsWith('rebote');
}

type FoundDocument =
  | { readonly kind: 'authorised'; readonly document: AuthorisedDocument }
  | { readonly kind: 'awaiting'; readonly document: AuthorisableDocument };

function findByNumber(runtime: HkaRuntime, numberKey: string): FoundDocument | undefined {
  const authorised = runtime.base.store.findDocumentByNumber(numberKey);
  if (authorised) return { kind: 'authorised', document: authorised };
  const awaiting = runtime.state.awaitingDgi.get(numberKey);
  return awaiting ? { kind: 'awaiting', document: awaiting.document } : undefined;
}

/** Authorises the documents accepted while the DGI was down, now that it answers. */
function releaseAwaiting(runtime: HkaRuntime): void {
  for (const [key, { document }] of runtime.state.awaitingDgi) {
    runtime.state.awaitingDgi.delete(key);
    runtime.base.store.authorise(document, runtime.base.now());
  }
}

/** The natural key of `datosDocumento` (the same five fields in every method). */
function numberKeyOf(company: HkaAccount, operation: XmlTreeElement): string {
  const data = childElement(operation, 'datosDocumento');
  if (!data) throw nullReference();
  const field = (name: string) => childText(data, name) ?? '';
  return [
    company.ruc,
    field('tipoDocumento'),
    field('codigoSucursalEmisor').padStart(4, '0'),
    field('puntoFacturacionFiscal').padStart(3, '0'),
    field('numeroDocumentoFiscal').padStart(10, '0'),
  ].join('|');
}

type Cycle = { index: number; from: string; to: string; licenceFrom: string; licenceTo: string };

/** Monthly cycles from the licence's start, twelve to a licence year. */
function cycleOf(company: HkaAccount, now: Date): Cycle {
  const [year = 2026, month = 1, day = 1] = company.licenceStart.split('-').map(Number);
  const local = new Date(now.getTime() - 5 * 3600 * 1000);
  let index = (local.getUTCFullYear() - year) * 12 + (local.getUTCMonth() + 1 - month);
  if (local.getUTCDate() < day) index -= 1;
  index = Math.max(0, index);
  const date = (months: number) => {
    const moment = new Date(Date.UTC(year, month - 1 + months, day));
    return moment.toISOString().slice(0, 10);
  };
  const licenceYear = Math.floor(index / 12);
  return {
    index,
    from: date(index),
    to: date(index + 1),
    licenceFrom: date(licenceYear * 12),
    licenceTo: date(licenceYear * 12 + 12),
  };
}

function foliosLeft(runtime: HkaRuntime, company: HkaAccount): number {
  const cycle = cycleOf(company, runtime.base.now());
  return company.foliosPerCycle - (runtime.state.folios.get(`${company.tokenEmpresa}|${cycle.index}`) ?? 0);
}

function useFolio(runtime: HkaRuntime, company: HkaAccount): void {
  const key = `${company.tokenEmpresa}|${cycleOf(company, runtime.base.now()).index}`;
  runtime.state.folios.set(key, (runtime.state.folios.get(key) ?? 0) + 1);
}

/** HKA wraps the DGI's outcome in its own codigo; the DGI's codes and texts go in mensaje. */
function describeResults(results: readonly ResultCode[]): string {
  return results.map(({ code, message }) => `${code} - ${message}`).join(' | ');
}

function shortAnswer(codigo: string, resultado: string, mensaje: string): AnswerField[] {
  return [
    ['codigo', codigo],
    ['resultado', resultado],
    ['mensaje', mensaje],
  ];
}

function error(codigo: string, mensaje: string, method: HkaMethod): AnswerField[] {
  return method === 'Enviar' ? sendAnswer(codigo, 'error', mensaje) : shortAnswer(codigo, 'error', mensaje);
}

function qrOf(rfe: string): string {
  return childTextOf(rfe, 'dQRCode') ?? '';
}

function childTextOf(rfe: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(rfe);
  return match?.[1]?.replaceAll('&amp;', '&');
}

/** `2023-04-10 10:29:09`: Panama time, no zone, as EstadoDocumento writes its dates. */
function plainTimestamp(moment: Date): string {
  return formatPanamaTimestamp(moment).slice(0, 19).replace('T', ' ');
}

function nullReference(): WcfFault {
  return new WcfFault('InternalServiceFault', 'Object reference not set to an instance of an object.');
}
