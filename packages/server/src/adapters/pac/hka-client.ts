import {
  buildAnulacion,
  buildConsultarRucDv,
  buildEnviar,
  buildEnvioCorreo,
  buildFoliosRestantes,
  buildKeyedCall,
  buildRastreoCorreo,
  childElements,
  fieldsOf,
  HKA_CONTENT_TYPE,
  readHkaAnswer,
  soapActionOf,
  type HkaDocumentKey,
  type HkaFields,
  type HkaMethod,
  type HkaTokens,
} from './hka-soap.ts';
import { PacError } from './pac-errors.ts';
import { postToPac, type PacEndpointPolicy, type PacTlsOptions } from './pac-http.ts';
import { withRawAnswer } from './pac-raw-answer.ts';

export type { HkaDocumentKey } from './hka-soap.ts';

const OK = '200';
const DUPLICATE = '102';
const INVALID_TOKEN = '101';

/** The PAC's authorisation of a document it signed: its CUFE, QR URL and protocol. */
export type HkaAuthorisation = {
  readonly cufe: string;
  /** The DGI's whole FacturasPorQR URL. */
  readonly qr: string;
  /** Absent while the DGI has not authorised it (later authorisation, tipoEmision 03/04). */
  readonly protocol: string | undefined;
  readonly receivedAt: Date | undefined;
};

/**
 * Enviar: `authorised` (200); `duplicate` (102) with the original authorisation when the answer carries
 * it (else null: ask EstadoDocumento); `refused` with the PAC's code and message (a DGI refusal wrapped
 * in HKA's own code, a forbidden field, no folios left…).
 */
export type HkaSendResult =
  | ({ readonly kind: 'authorised' } & HkaAuthorisation)
  | { readonly kind: 'duplicate'; readonly original: HkaAuthorisation | null; readonly message: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** EstadoDocumento: the PAC's record of a document, or none. */
export type HkaDocumentState =
  | {
      readonly kind: 'found';
      readonly cufe: string | undefined;
      /** estatusDocumento, e.g. `Autorizada`, `Anulada`. */
      readonly status: string;
      readonly statusMessage: string | undefined;
      readonly isAuthorised: boolean;
      readonly isCancelled: boolean;
      readonly receivedAt: Date | undefined;
    }
  | { readonly kind: 'not_found'; readonly code: string; readonly message: string };

export type HkaCancelResult =
  | { readonly kind: 'cancelled'; readonly message: string }
  | { readonly kind: 'already_cancelled'; readonly message: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

export type HkaDownload =
  | { readonly kind: 'found'; readonly content: Buffer }
  | { readonly kind: 'not_found'; readonly code: string; readonly message: string };

export type HkaFolios = {
  readonly licence: string | undefined;
  readonly licenceDates: string | undefined;
  readonly cycle: string | undefined;
  readonly cycleDates: string | undefined;
  readonly cycleTotal: number | undefined;
  readonly cycleUsed: number | undefined;
  readonly cycleAvailable: number | undefined;
  readonly total: number | undefined;
  readonly message: string;
};

export type HkaTaxpayer =
  | {
      readonly kind: 'found';
      readonly ruc: string;
      readonly dv: string;
      readonly name: string;
      readonly taxpayerType: string | undefined;
      readonly isAffiliated: boolean;
      readonly message: string;
    }
  | { readonly kind: 'not_found'; readonly code: string; readonly message: string };

export type HkaMailTracking = {
  readonly email: string;
  readonly createdAt: string | undefined;
  /** As the PAC writes it: processed, delivered, bounced… */
  readonly state: string;
  readonly messageId: string | undefined;
};

export type HkaClientOptions = HkaTokens & {
  /** The service URL, …/ws/obj/v1.0/Service.svc. */
  readonly url: string;
  readonly timeoutMs: number;
  readonly tls?: PacTlsOptions;
  readonly policy?: PacEndpointPolicy;
};

/** The HKA/EBI integration API (SOAP 1.1). Every call resolves with a typed result or rejects with a PacError. */
export type HkaClient = {
  /** Enviar with a DocumentoElectronico built by buildHkaDocument (stored, so a retry sends the same object). */
  send(documentXml: string): Promise<HkaSendResult>;
  state(key: HkaDocumentKey): Promise<HkaDocumentState>;
  cancel(key: HkaDocumentKey, reason: string): Promise<HkaCancelResult>;
  downloadXml(key: HkaDocumentKey): Promise<HkaDownload>;
  downloadPdf(key: HkaDocumentKey): Promise<HkaDownload>;
  folios(): Promise<HkaFolios>;
  checkTaxpayer(ruc: string, taxpayerType: 1 | 2): Promise<HkaTaxpayer>;
  sendMail(key: HkaDocumentKey, email: string): Promise<{ readonly sent: boolean; readonly message: string }>;
  trackMail(cufe: string): Promise<readonly HkaMailTracking[]>;
};

export function createHkaClient(options: HkaClientOptions): HkaClient {
  const transport = {
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
  };

  async function call<T>(method: HkaMethod, body: string, read: (fields: HkaFields) => T): Promise<T> {
    const answer = await postToPac(options.url, {
      contentType: HKA_CONTENT_TYPE,
      headers: { soapaction: soapActionOf(method) },
      body,
      timeoutMs: options.timeoutMs,
      ...transport,
    });
    return withRawAnswer(answer.body, () => {
      const fields = readHkaAnswer(method, answer.status, answer.body);
      if (fields.codigo === INVALID_TOKEN)
        throw new PacError('PAC_REFUSED_REQUEST', `${method}: the token pair was refused`, {
          message: 'El PAC rechazó las credenciales de la empresa (tokenEmpresa / tokenPassword).',
        });
      return read(fields);
    });
  }

  return {
    send: (documentXml) =>
      call('Enviar', buildEnviar(options, documentXml), (fields): HkaSendResult => {
        const message = fields.mensaje ?? '';
        if (fields.codigo === OK) return { kind: 'authorised', ...requireAuthorisation(fields) };
        if (fields.codigo === DUPLICATE)
          return { kind: 'duplicate', original: readAuthorisation(fields), message };
        return {
          kind: 'refused',
          code: fields.codigo,
          message: message || 'El PAC no autorizó el documento.',
        };
      }),
    state: (key) =>
      call('EstadoDocumento', buildKeyedCall('EstadoDocumento', options, key), (fields): HkaDocumentState => {
        const status = fields.text('estatusDocumento');
        if (fields.codigo !== OK || !status)
          return { kind: 'not_found', code: fields.codigo, message: fields.mensaje ?? '' };
        return {
          kind: 'found',
          cufe: fields.text('cufe'),
          status,
          statusMessage: fields.text('mensajeDocumento'),
          isAuthorised: /^autorizad/i.test(status),
          isCancelled: /^anulad/i.test(status),
          receivedAt: readHkaDate(fields.text('fechaRecepcionDocumento')),
        };
      }),
    cancel: (key, reason) =>
      call('AnulacionDocumento', buildAnulacion(options, key, reason), (fields): HkaCancelResult => {
        const message = fields.mensaje ?? '';
        if (fields.codigo === OK) return { kind: 'cancelled', message };
        // The DGI's 0622 ("ya anulado") comes back wrapped in HKA's code, with the DGI's text.
        if (/0622|ya (se encuentra|fue|ha sido|est[aá]) anulad/i.test(message))
          return { kind: 'already_cancelled', message };
        return { kind: 'refused', code: fields.codigo, message: message || 'El PAC no anuló el documento.' };
      }),
    downloadXml: (key) => call('DescargaXML', buildKeyedCall('DescargaXML', options, key), readDownload),
    downloadPdf: (key) => call('DescargaPDF', buildKeyedCall('DescargaPDF', options, key), readDownload),
    folios: () =>
      call('FoliosRestantes', buildFoliosRestantes(options), (fields): HkaFolios => {
        if (fields.codigo !== OK) throw refused('FoliosRestantes', fields);
        const count = (name: string) => {
          const value = fields.text(name);
          return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
        };
        return {
          licence: fields.text('licencia'),
          licenceDates: fields.text('fechaLicencia'),
          cycle: fields.text('ciclo'),
          cycleDates: fields.text('fechaCiclo'),
          cycleTotal: count('foliosTotalesCiclo'),
          cycleUsed: count('foliosUtilizadosCiclo'),
          // (sic) the vendor's spelling, with the plural as a fallback.
          cycleAvailable: count('foliosDisponibleCiclo') ?? count('foliosDisponiblesCiclo'),
          total: count('foliosTotales'),
          message: fields.mensaje ?? '',
        };
      }),
    checkTaxpayer: (ruc, taxpayerType) =>
      call('ConsultarRucDV', buildConsultarRucDv(options, ruc, taxpayerType), (fields): HkaTaxpayer => {
        const info = fields.element('infoRuc');
        const read = info ? fieldsOf(info) : undefined;
        const dv = read?.('dv');
        const name = read?.('razonSocial');
        if (fields.codigo !== OK || !read || !dv || !name)
          return { kind: 'not_found', code: fields.codigo, message: fields.mensaje ?? '' };
        const affiliated = read('afiliadoFE');
        return {
          kind: 'found',
          ruc: read('ruc') ?? ruc,
          dv,
          name,
          taxpayerType: read('tipoRuc'),
          isAffiliated: affiliated !== undefined && /^(si|sí|true|1|s)$/i.test(affiliated),
          message: fields.mensaje ?? '',
        };
      }),
    sendMail: (key, email) =>
      call('EnvioCorreo', buildEnvioCorreo(options, key, email), (fields) => ({
        sent: fields.codigo === OK,
        message: fields.mensaje ?? '',
      })),
    trackMail: (cufe) =>
      call('RastreoCorreo', buildRastreoCorreo(options, cufe), (fields): readonly HkaMailTracking[] => {
        if (fields.codigo !== OK) return [];
        const list = fields.element('listaRastreo') ?? fields.element('listTracking');
        if (!list) return [];
        return childElements(list).flatMap((entry) => {
          const read = fieldsOf(entry);
          const email = read('correo');
          const state = read('estado');
          return email && state
            ? [{ email, state, createdAt: read('creado_en'), messageId: read('messageId') }]
            : [];
        });
      }),
  };
}

function readAuthorisation(fields: HkaFields): HkaAuthorisation | null {
  const cufe = fields.text('cufe');
  const qr = fields.text('qr');
  if (!cufe || !qr) return null;
  return {
    cufe,
    qr,
    protocol: fields.text('nroProtocoloAutorizacion'),
    receivedAt: readHkaDate(fields.text('fechaRecepcionDGI')),
  };
}

function requireAuthorisation(fields: HkaFields): HkaAuthorisation {
  const authorisation = readAuthorisation(fields);
  if (!authorisation) throw new PacError('PAC_MALFORMED_ANSWER', 'Enviar answered 200 without cufe and qr');
  return authorisation;
}

function readDownload(fields: HkaFields): HkaDownload {
  const encoded = fields.text('documento');
  if (fields.codigo !== OK || !encoded)
    return { kind: 'not_found', code: fields.codigo, message: fields.mensaje ?? '' };
  if (!/^[A-Za-z0-9+/\s]+=*\s*$/.test(encoded))
    throw new PacError('PAC_MALFORMED_ANSWER', 'the downloaded document is not base64');
  return { kind: 'found', content: Buffer.from(encoded, 'base64') };
}

function refused(method: HkaMethod, fields: HkaFields): PacError {
  return new PacError('PAC_REFUSED_REQUEST', `${method} answered ${fields.codigo}`, {
    message: fields.mensaje ? `El PAC respondió: ${fields.mensaje}` : undefined,
  });
}

/**
 * HKA's dates: ISO with a zone (`fechaRecepcionDGI`, UTC) or `2023-04-10 10:29:09` without one, which is
 * Panama's time (UTC−5, no daylight saving).
 */
export function readHkaDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const trimmed = text.trim().replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(trimmed);
  const date = new Date(hasZone ? trimmed : `${trimmed}-05:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
