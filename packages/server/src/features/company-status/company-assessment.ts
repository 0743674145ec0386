import { formatPanamaDayText } from '@facturar/domain';
import {
  blockingErrorKeywords,
  type BlockingErrorKeyword,
  type CompanyNotifications,
  sharedMessages,
} from '@facturar/contracts';
import type { CompanyFacts, PackageBalance, StoredNotification } from './company-status-repository.ts';

const dayMs = 86_400_000;
export const certificateWarningDays = 30;
/** The last week before the certificate expires: the warning says how many days are left. */
export const certificateUrgentDays = 7;
export const packageWarningDays = 15;
/** A warning comes when fewer than this share of the vouchers in force remain (issue 17). */
const lowVoucherPercent = 10;

/**
 * Fewer than 10 % of the vouchers in force remain (none left is an error of its own): the home page's
 * warning and the comprobantes.por_agotarse webhook, which is sent when a document crosses this line.
 */
export function isRunningLow(available: number, inForceTotal: number): boolean {
  return available > 0 && available * 100 < inForceTotal * lowVoucherPercent;
}

export type CompanyAssessmentInput = {
  facts: Pick<CompanyFacts, 'certificateNotAfter' | 'pacAffiliationStatus' | 'qrStatus'>;
  hasBillingPoint: boolean;
  balance: PackageBalance;
  stored: StoredNotification[];
  now: Date;
  /**
   * The company's PAC signs its documents (the HKA/EBI integration API, issue 30): its own certificate,
   * PAC affiliation and QR security code are the PAC's business, so none of them is judged here.
   */
  pacSigns?: boolean;
  /**
   * False for an accounting firm that does not issue itself (no certificate, no document): it brings in
   * companies, so certificate, billing-point, PAC and QR notices are not its business (issue 29).
   */
  isIssuer?: boolean;
};

/**
 * Reads the company's real state into the notification maps of the validation call: the five blocking
 * errors of spec 000 §2 (certificate missing or expired, no numbering, package expired, no vouchers) and
 * the warnings that come before them.
 */
export function assessCompany(input: CompanyAssessmentInput): CompanyNotifications {
  const { facts, balance, now } = input;
  const errores: Partial<Record<BlockingErrorKeyword, string>> & Record<string, string> = {};
  const advertencias: Record<string, string> = {};
  const eventos: Record<string, string> = {};
  const noticias: Record<string, string> = {};

  const isIssuer = input.isIssuer ?? true;
  if (input.pacSigns || !isIssuer) {
    // Nothing to judge: the PAC signs with the certificate it holds, or the firm does not issue.
  } else if (!facts.certificateNotAfter) {
    errores.SIN_CERTIFICADO = 'La empresa no tiene registrado un certificado de firma electrónica.';
  } else if (facts.certificateNotAfter.getTime() <= now.getTime()) {
    errores.CERTIFICADO_CADUCADO = `El certificado de firma electrónica de la empresa caducó el ${formatPanamaDayText(facts.certificateNotAfter)}.`;
  } else if (facts.certificateNotAfter.getTime() - now.getTime() <= certificateUrgentDays * dayMs) {
    const daysLeft = Math.ceil((facts.certificateNotAfter.getTime() - now.getTime()) / dayMs);
    advertencias.CERTIFICADO_POR_CADUCAR = `El certificado de firma electrónica caduca en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}, el ${formatPanamaDayText(facts.certificateNotAfter)}. Cargue el certificado renovado para no interrumpir la facturación.`;
  } else if (facts.certificateNotAfter.getTime() - now.getTime() <= certificateWarningDays * dayMs) {
    advertencias.CERTIFICADO_POR_CADUCAR = `El certificado de firma electrónica caduca el ${formatPanamaDayText(facts.certificateNotAfter)}. Renuévelo a tiempo.`;
  }

  if (isIssuer && !input.hasBillingPoint) {
    errores.SIN_SECUENCIAL = 'No tiene asignado un punto de facturación para numerar sus comprobantes.';
  }

  const expired =
    balance.hasAnyPackage &&
    balance.available === 0 &&
    balance.latestExpiry !== null &&
    balance.latestExpiry.getTime() <= now.getTime();
  if (expired) {
    errores.PAQUETE_CADUCADO = `El paquete de comprobantes de la empresa caducó el ${formatPanamaDayText(balance.latestExpiry as Date)}.`;
  } else if (balance.available === 0) {
    errores.SIN_COMPROBANTES = sharedMessages.noVouchers;
  } else {
    if (isRunningLow(balance.available, balance.inForceTotal)) {
      advertencias.COMPROBANTES_POR_AGOTARSE = `Le quedan ${balance.available} comprobantes disponibles.`;
    }
    // The package spent next: what it still holds when it ends is lost.
    if (balance.nextExpiry && balance.nextExpiry.getTime() - now.getTime() <= packageWarningDays * dayMs) {
      advertencias.PAQUETE_POR_CADUCAR = `El paquete de comprobantes caduca el ${formatPanamaDayText(balance.nextExpiry)}.`;
    }
  }

  const judgesPacSetup = isIssuer && !input.pacSigns;
  if (judgesPacSetup && (facts.pacAffiliationStatus === 3 || facts.pacAffiliationStatus === 4)) {
    advertencias.AFILIACION_PAC_PENDIENTE = 'La empresa aún no se encuentra afiliada al PAC.';
  }
  if (judgesPacSetup && facts.qrStatus !== 1) {
    advertencias.CODIGO_QR_PENDIENTE = 'El código de seguridad QR de la empresa no está generado.';
  }

  const byKind = { error: errores, warning: advertencias, info: eventos, success: noticias } as const;
  for (const notification of input.stored)
    byKind[notification.kind][notification.keyword] ??= notification.message;

  return { errores, advertencias, eventos, noticias };
}

/** The messages of the five kinds that block issuing (spec 000 §2, 002 §4), in the order they are judged. */
export function blockingErrorsOf(input: CompanyAssessmentInput): string[] {
  const { errores } = assessCompany(input);
  const blocking = new Set<string>(blockingErrorKeywords);
  return Object.entries(errores)
    .filter(([keyword]) => blocking.has(keyword))
    .map(([, message]) => message);
}
