import { countIntegerDigits } from '../money/index.ts';
import {
  CONTINGENCY_EMISSION_TYPES,
  GENERIC_NOTE_TYPES,
  INTERNAL_INVOICE,
  REFERRING_NOTE_TYPES,
  type DocumentTypeCode,
} from './document-types.ts';
import type { GenerationRequest } from './generation-request-fields.ts';
import { isCufeValid, readCufeDocumentType } from '../cufe/index.ts';
import { findReferenceNumberProblem } from './reference-rules.ts';
import { findInstalmentsExcess, findInstalmentsMissing } from './instalment-rules.ts';
import { MESSAGES } from './request-messages.ts';
import { findPaymentProblems } from './payment-rules.ts';
import { Decimal, formatFixed2 } from '../money/index.ts';
import type { ReportProblem } from './rule-report.ts';
import type { RequestTotals } from './request-totals.ts';

const NOTE_TYPES: readonly string[] = ['04', '05'];

function checkReferences(request: GenerationRequest, report: ReportProblem): void {
  const type: DocumentTypeCode = request.tipoDocumento;
  const references = request.documentosFiscalesReferenciados;
  const isReferringNote = REFERRING_NOTE_TYPES.includes(type);
  const isGenericNote = GENERIC_NOTE_TYPES.includes(type);
  if (isReferringNote && references.length === 0) {
    report(['documentosFiscalesReferenciados'], MESSAGES.referencesRequired);
  }
  if (!isReferringNote && !isGenericNote && references.length > 0) {
    report(['documentosFiscalesReferenciados'], MESSAGES.referencesNotAllowed);
    return;
  }
  const seenCufes = new Set<string>();
  references.forEach((reference, index) => {
    const path = ['documentosFiscalesReferenciados', index];
    const numberProblem = findReferenceNumberProblem(type, reference);
    if (numberProblem !== undefined) report(path, numberProblem);
    const cufe = reference.cufeReferenciada;
    if (cufe === undefined || isGenericNote) return;
    if (!isCufeValid(cufe)) {
      report([...path, 'cufeReferenciada'], MESSAGES.referenceCufeInvalid);
    } else if (NOTE_TYPES.includes(readCufeDocumentType(cufe))) {
      report([...path, 'cufeReferenciada'], MESSAGES.referenceNoteToNote);
    }
    if (seenCufes.has(cufe)) report([...path, 'cufeReferenciada'], MESSAGES.referenceCufeDuplicated);
    seenCufes.add(cufe);
  });
}

function checkDestination(request: GenerationRequest, report: ReportProblem): void {
  if (request.tipoDocumento === INTERNAL_INVOICE && request.destinoOperacion === '2') {
    report(['destinoOperacion'], MESSAGES.internalAbroad);
  }
  const hasExportData = request.informacionDatosExportacion !== undefined;
  if (request.destinoOperacion === '2' && !hasExportData) {
    report(['informacionDatosExportacion'], MESSAGES.exportRequired);
  }
  if (request.destinoOperacion === '1' && hasExportData) {
    report(['informacionDatosExportacion'], MESSAGES.exportNotAllowed);
  }
}

function checkGeneralData(request: GenerationRequest, report: ReportProblem): void {
  if (request.idAsignacionEmpresaCliente === null) {
    report(['idAsignacionEmpresaCliente'], MESSAGES.customerRequired);
  }
  if ((CONTINGENCY_EMISSION_TYPES as readonly string[]).includes(request.tipoEmision)) {
    if (request.fechaContingencia === undefined) {
      report(['fechaContingencia'], MESSAGES.contingencyDateRequired);
    }
    if (request.motivoContingencia === undefined) {
      report(['motivoContingencia'], MESSAGES.contingencyReason);
    }
  }
  const missingInstalments = findInstalmentsMissing(request.tiempoPago, request.pagoPlazos.length);
  if (missingInstalments !== undefined) report(['pagoPlazos'], missingInstalments);
}

const TIP_SHARE = '0.10';

/** Rules on amounts: item and document totals must fit the schema, discounts, tip and instalments. */
function checkAmounts({ lines, totals }: RequestTotals, report: ReportProblem): void {
  lines.forEach((line, index) => {
    if (countIntegerDigits(line.itemTotal, 6) > 9) {
      report(['detalles', index], MESSAGES.itemTotalDigits(index + 1));
    }
  });
  if (totals.discountTotal.greaterThan(totals.itemsTotal)) {
    report(['descuentosAdicionales'], MESSAGES.discountsAboveItems);
    return;
  }
  if (countIntegerDigits(totals.itemsTotal, 2) > 11 || countIntegerDigits(totals.receivedTotal, 2) > 11) {
    report(['detalles'], MESSAGES.totalDigits);
    return;
  }
  if (totals.tip.greaterThan(totals.documentTotal.times(TIP_SHARE))) {
    // The body has no tip field: the tip is what the payments leave above the total and the change.
    report(
      ['formasPago'],
      MESSAGES.paymentsAboveTip(formatFixed2(totals.receivedTotal), formatFixed2(totals.documentTotal)),
    );
  }
  const instalmentsExcess = findInstalmentsExcess(totals.instalmentsTotal, totals.documentTotal);
  if (instalmentsExcess !== undefined) report(['pagoPlazos'], instalmentsExcess);
}

/** The payments against the payment time (cash, credit, mixed): see findPaymentProblems. */
function checkPayments(request: GenerationRequest, { totals }: RequestTotals, report: ReportProblem): void {
  const problems = findPaymentProblems({
    paymentTime: request.tiempoPago,
    payments: request.formasPago.map((payment) => ({
      codigo: payment.codigo,
      valor: new Decimal(payment.valor),
    })),
    instalmentsTotal: totals.instalmentsTotal,
    instalmentCount: request.pagoPlazos.length,
    documentTotal: totals.documentTotal,
  });
  for (const problem of problems) report([problem.field], problem.message);
}

/**
 * Cross-field rules of spec 002 §5 and the DGI's document rules that the body alone decides; the amount
 * rules read the request's totals.
 */
export function checkRequestRules(
  request: GenerationRequest,
  totals: RequestTotals,
  report: ReportProblem,
): void {
  checkGeneralData(request, report);
  checkDestination(request, report);
  checkReferences(request, report);
  checkAmounts(totals, report);
  checkPayments(request, totals, report);
}
