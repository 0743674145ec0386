import { randomBytes } from 'node:crypto';
import type { SandboxRuntime } from './sandbox-runtime.ts';

/** The company fields the spec's affiliation call sends (spec 000 §7); the sandbox reads the RUC and DV. */
export type AffiliationRequest = {
  readonly rucEmpresa: string;
  readonly digitoVerificador?: string | undefined;
  readonly tipoContribuyente?: number | string | undefined;
  readonly razonSocial?: string | undefined;
};

/** Spec 000 §4: 1 affiliated, 3 RUC without e-invoicing authorisation, 4 DGI communication problem. */
export type AffiliationAnswer = { readonly respuesta: 1 | 3 | 4; readonly mensaje: string };

/** Spec 000 §4: 1 generated, 2 annulled, 3 pending. On 1 the secret that keys the QR JWT. */
export type QrCodeAnswer = {
  readonly respuesta: 1 | 2 | 3;
  readonly mensaje: string;
  readonly codigoSeguridadQr?: string;
};

export class CompanyNotAffiliatedError extends Error {
  readonly code = 'NOT_AFFILIATED';

  constructor() {
    super('La empresa no se encuentra afiliada al PAC.');
    this.name = 'CompanyNotAffiliatedError';
  }
}

const AFFILIATION_MESSAGES = {
  1: 'Empresa afiliada al PAC.',
  3: 'El RUC de la empresa no posee resolución de autorización de uso de factura electrónica.',
  4: 'Existen problemas al comunicarse con la DGI.',
} as const;

const QR_MESSAGES = {
  1: 'Código de seguridad QR generado.',
  2: 'Código de seguridad QR anulado.',
  3: 'La solicitud del código de seguridad QR está pendiente de respuesta de la DGI.',
} as const;

/**
 * Affiliates a company to the PAC when the registry knows its RUC (and DV, when sent) and it holds the
 * DGI's authorisation to issue electronic documents. Repeating it answers 1 again.
 */
export function affiliateCompany(
  runtime: SandboxRuntime,
  request: AffiliationRequest,
  isDgiReachable: boolean,
): AffiliationAnswer {
  if (!isDgiReachable) return { respuesta: 4, mensaje: AFFILIATION_MESSAGES[4] };
  const { store } = runtime;
  const type = String(request.tipoContribuyente ?? '');
  const taxpayer =
    type === '1' || type === '2'
      ? store.findTaxpayer(request.rucEmpresa, type === '1' ? 1 : 2)
      : store.findTaxpayerByRuc(request.rucEmpresa);
  const dv = request.digitoVerificador?.trim();
  if (!taxpayer || !taxpayer.isAuthorisedToIssue || (dv && dv !== taxpayer.dv)) {
    return { respuesta: 3, mensaje: AFFILIATION_MESSAGES[3] };
  }
  store.affiliate(taxpayer, runtime.now());
  return { respuesta: 1, mensaje: AFFILIATION_MESSAGES[1] };
}

/**
 * Generates (1) or annuls (2) the company's QR security code. Generating while one is in force returns
 * the same secret, so a repeated request does not invalidate QR codes already printed.
 * @throws CompanyNotAffiliatedError
 */
export function requestQrCode(
  runtime: SandboxRuntime,
  ruc: string,
  action: 1 | 2,
  isDgiReachable: boolean,
): QrCodeAnswer {
  const { store } = runtime;
  if (!store.isAffiliated(ruc)) throw new CompanyNotAffiliatedError();
  if (!isDgiReachable) return { respuesta: 3, mensaje: QR_MESSAGES[3] };
  if (action === 2) {
    store.saveQrCode({ ruc, status: 2, secret: undefined });
    return { respuesta: 2, mensaje: QR_MESSAGES[2] };
  }
  const current = store.findQrCode(ruc);
  const secret =
    current?.status === 1 && current.secret ? current.secret : randomBytes(24).toString('base64url');
  store.saveQrCode({ ruc, status: 1, secret });
  return { respuesta: 1, mensaje: QR_MESSAGES[1], codigoSeguridadQr: secret };
}
