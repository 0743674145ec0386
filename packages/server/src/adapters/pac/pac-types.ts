import type { PacEndpointPolicy, PacTlsOptions } from './pac-http.ts';

/** 1 production, 2 test (iAmb). */
export type PacEnvironment = 1 | 2;

/** One gResProc of an answer: the DGI's result code and its text. */
export type PacResultCode = { readonly code: string; readonly message: string };

/** The authorisation protocol of a document (rProtFe/gInfProt). */
export type PacAuthorisation = {
  readonly cufe: string;
  /** dProAut, the authorisation protocol number (up to 20 digits). */
  readonly protocol: string;
  /** dFecProc. */
  readonly processedAt: Date;
  /** dDigVal: the DigestValue of the document's signature. */
  readonly digestValue: string;
  /** The notifications (N codes) that came with the authorisation, e.g. 1519. */
  readonly warnings: readonly PacResultCode[];
};

/**
 * The outcome of feRecepFE:
 * - `authorised`: 0260, with the protocol (and `protocolXml`, the rProtFe element as received);
 * - `rejected`: not authorised, with every code; `isDuplicate` when 1002 is among them (a document with
 *   that CUFE or number was received before: consult it rather than treat it as refused);
 * - `in_process`: received, authorisation to come (pending state 5): consult by CUFE later;
 * - `returned`: the DGI returned the document (pending state 11): send the same XML again later.
 */
export type SendDocumentResult =
  | ({ readonly kind: 'authorised'; readonly protocolXml: string } & PacAuthorisation)
  | {
      readonly kind: 'rejected';
      readonly cufe: string | undefined;
      readonly codes: readonly PacResultCode[];
      readonly isDuplicate: boolean;
      readonly processedAt: Date | undefined;
    }
  | { readonly kind: 'in_process'; readonly cufe: string | undefined; readonly code: PacResultCode }
  | { readonly kind: 'returned'; readonly cufe: string | undefined; readonly code: PacResultCode };

/**
 * The outcome of feConsFE: `found` (0422) with the protocol when the answer carries it and the document
 * as the PAC holds it; `in_process` while a delayed authorisation is pending; `not_found` when the PAC has
 * no authorised document with that CUFE (it was never received, or it was rejected): safe to send.
 */
export type ConsultDocumentResult =
  | {
      readonly kind: 'found';
      readonly cufe: string;
      readonly authorisation: PacAuthorisation | null;
      readonly documentXml: string | null;
    }
  | { readonly kind: 'in_process'; readonly code: PacResultCode }
  | { readonly kind: 'not_found'; readonly code: PacResultCode };

/**
 * The outcome of feDescFE for one access key: `found` with the signed rFE exactly as the PAC holds it and
 * its protocol, or `not_found` when the PAC has no document with that key addressed to the RUC.
 */
export type DownloadReceivedResult =
  | {
      readonly kind: 'found';
      readonly documentXml: string;
      readonly authorisation: PacAuthorisation | null;
    }
  | { readonly kind: 'not_found'; readonly code: PacResultCode };

/**
 * The outcome of feRecepEvento for a cancellation: `registered` (0600, "Evento registrado con éxito"),
 * `already_cancelled` (0622, which a repeat gets: treat it as done) or `rejected` with the codes.
 */
export type SendCancellationResult =
  | { readonly kind: 'registered'; readonly processedAt: Date; readonly code: PacResultCode }
  | { readonly kind: 'already_cancelled'; readonly code: PacResultCode }
  | { readonly kind: 'rejected'; readonly codes: readonly PacResultCode[] };

/** The outcome of feConsRucDV. */
export type CheckTaxpayerResult =
  | {
      readonly kind: 'found';
      readonly ruc: string;
      readonly taxpayerType: 1 | 2;
      readonly dv: string;
      readonly name: string;
      /** iAfilFE: the taxpayer may issue electronic documents. */
      readonly isAuthorisedToIssue: boolean;
      /** dTipoRec when the answer has it: 01 taxpayer, 03 government. */
      readonly receiverType: string | undefined;
      readonly code: PacResultCode;
    }
  | { readonly kind: 'not_registered'; readonly code: PacResultCode };

/** The company body of the spec's PAC affiliation call (spec 000 §7). */
export type PacCompany = {
  readonly rucEmpresa: string;
  readonly razonSocial?: string;
  readonly direccionEmpresa?: string;
  readonly correoElectronico?: string;
  readonly telefono?: string;
  readonly apiKey?: string;
  /** 1 natural, 2 juridical. */
  readonly tipoContribuyente?: 1 | 2;
  readonly digitoVerificador?: string;
  readonly [branchField: string]: unknown;
};

/** Spec 000 §4: 1 affiliated, 3 RUC without e-invoicing authorisation, 4 DGI communication problem. */
export type AffiliationResult = { readonly answer: 1 | 3 | 4; readonly message: string };

/**
 * Spec 000 §4: 1 generated (with the secret that keys the QR JWT, FACTS.md §5), 2 annulled, 3 pending
 * (nothing changed; repeat later).
 */
export type QrCodeResult =
  | { readonly answer: 1; readonly message: string; readonly secret: string }
  | { readonly answer: 2; readonly message: string }
  | { readonly answer: 3; readonly message: string };

/**
 * The result codes that are the PAC's own protocol rather than the DGI's (the sandbox's by default,
 * see packages/pac-sandbox/README.md); a real PAC's are a configuration change.
 */
export type PacStatusCodes = {
  readonly inProcess: readonly string[];
  readonly returned: readonly string[];
  readonly notFound: readonly string[];
  /** feDescFE's answer when no document matches the criteria. */
  readonly noDocuments: readonly string[];
};

export type PacClientOptions = {
  /** The PAC's base URL: DGI services at {baseUrl}/FepWcfService/<service>.svc, its JSON API at {baseUrl}/pac/v1. */
  readonly baseUrl: string;
  /** Per call, connection to last byte. */
  readonly timeoutMs: number;
  readonly iAmb: PacEnvironment;
  readonly statusCodes?: Partial<PacStatusCodes>;
  /** The transmission certificate (mutual TLS) and a CA bundle, for a real PAC over HTTPS. */
  readonly tls?: PacTlsOptions;
  /** `restricted` for a per-company endpoint (pac-http.ts). */
  readonly policy?: PacEndpointPolicy;
};

/**
 * The PAC as the server sees it. Every call resolves with a typed result, or rejects with a PacError
 * (transport failures, see pac-errors.ts); it never resolves with a failure it could not classify.
 */
export type PacClient = {
  /** feRecepFE with the signed rFE (with its gNoFirm) and a control id of 1–15 digits. */
  sendDocument(signedXml: string, controlId: string): Promise<SendDocumentResult>;
  /** feConsFE by CUFE. */
  consultDocument(cufe: string, controlId?: string): Promise<ConsultDocumentResult>;
  /** feDescFE: the document with this 49-digit access key addressed to the receiver's RUC. */
  downloadReceivedDocument(
    receiverRuc: string,
    accessKey: string,
    controlId?: string,
  ): Promise<DownloadReceivedResult>;
  /** feRecepEvento with the signed rEvAnulaFe. */
  sendCancellation(signedEventXml: string, controlId?: string): Promise<SendCancellationResult>;
  /** feConsRucDV. */
  checkTaxpayer(ruc: string, tipoRuc: 1 | 2, controlId?: string): Promise<CheckTaxpayerResult>;
  /** The PAC's affiliation call. */
  affiliateCompany(company: PacCompany): Promise<AffiliationResult>;
  /** The PAC's QR security code call: 1 generate, 2 annul. */
  requestQrCode(ruc: string, action: 1 | 2): Promise<QrCodeResult>;
};
