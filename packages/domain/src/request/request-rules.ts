import type { z } from 'zod';
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
import type { RequestTotals } from './request-totals.ts';

type Context = z.RefinementCtx;

function report(ctx: Context, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

const NOTE_TYPES: readonly string[] = ['04', '05'];

function checkReferences(request: GenerationRequest, ctx: Context): void {
  const type: DocumentTypeCode = request.tipoDocumento;
  const references = request.documentosFiscalesReferenciados;
  const isReferringNote = REFERRING_NOTE_TYPES.includes(type);
  const isGenericNote = GENERIC_NOTE_TYPES.includes(type);
  if (isReferringNote && references.length === 0) {
    report(ctx, ['documentosFiscalesReferenciados'], MESSAGES.referencesRequired);
  }
  if (!isReferringNote && !isGenericNote && references.length > 0) {
    report(ctx, ['documentosFiscalesReferenciados'], MESSAGES.referencesNotAllowed);
    return;
  }
  const seenCufes = new Set<string>();
  references.forEach((reference, index) => {
    const path = ['documentosFiscalesReferenciados', index];
    const numberProblem = findReferenceNumberProblem(type, reference);
    if (numberProblem !== undefined) report(ctx, path, numberProblem);
    const cufe = reference.cufeReferenciada;
    if (cufe === undefined || isGenericNote) return;
    if (!isCufeValid(cufe)) {
      report(ctx, [...path, 'cufeReferenciada'], MESSAGES.referenceCufeInvalid);
    } else if (NOTE_TYPES.includes(readCufeDocumentType(cufe))) {
      report(ctx, [...path, 'cufeReferenciada'], MESSAGES.referenceNoteToNote);
    }
    if (seenCufes.has(cufe)) report(ctx, [...path, 'cufeReferenciada'], MESSAGES.referenceCufeDuplicated);
    seenCufes.add(cufe);
  });
}

function checkDestination(request: GenerationRequest, ctx: Context): void {
  if (request.tipoDocumento === INTERNAL_INVOICE && request.destinoOperacion === '2') {
    report(ctx, ['destinoOperacion'], MESSAGES.internalAbroad);
  }
  const hasExportData = request.informacionDatosExportacion !== undefined;
  if (request.destinoOperacion === '2' && !hasExportData) {
    report(ctx, ['informacionDatosExportacion'], MESSAGES.exportRequired);
  }
  if (request.destinoOperacion === '1' && hasExportData) {
    report(ctx, ['informacionDatosExportacion'], MESSAGES.exportNotAllowed);
  }
}

function checkGeneralData(request: GenerationRequest, ctx: Context): void {
  if (request.idAsignacionEmpresaCliente === null) {
    report(ctx, ['idAsignacionEmpresaCliente'], MESSAGES.customerRequired);
  }
  if ((CONTINGENCY_EMISSION_TYPES as readonly string[]).includes(request.tipoEmision)) {
    if (request.fechaContingencia === undefined) {
      report(ctx, ['fechaContingencia'], MESSAGES.contingencyDateRequired);
    }
    if (request.motivoContingencia === undefined) {
      report(ctx, ['motivoContingencia'], MESSAGES.contingencyReason);
    }
  }
  const missingInstalments = findInstalmentsMissing(request.tiempoPago, request.pagoPlazos.length);
  if (missingInstalments !== undefined) report(ctx, ['pagoPlazos'], missingInstalments);
}

const TIP_SHARE = '0.10';

/** Rules on amounts: item and document totals must fit the schema, discounts, tip and instalments. */
function checkAmounts({ lines, totals }: RequestTotals, ctx: Context): void {
  lines.forEach((line, index) => {
    if (countIntegerDigits(line.itemTotal, 6) > 9) {
      report(ctx, ['detalles', index], MESSAGES.itemTotalDigits(index + 1));
    }
  });
  if (totals.discountTotal.greaterThan(totals.itemsTotal)) {
    report(ctx, ['descuentosAdicionales'], MESSAGES.discountsAboveItems);
    return;
  }
  if (countIntegerDigits(totals.itemsTotal, 2) > 11 || countIntegerDigits(totals.receivedTotal, 2) > 11) {
    report(ctx, ['detalles'], MESSAGES.totalDigits);
    return;
  }
  if (totals.tip.greaterThan(totals.documentTotal.times(TIP_SHARE))) {
    report(ctx, ['formasPago'], MESSAGES.tipAbove);
  }
  const instalmentsExcess = findInstalmentsExcess(totals.instalmentsTotal, totals.documentTotal);
  if (instalmentsExcess !== undefined) report(ctx, ['pagoPlazos'], instalmentsExcess);
}

/**
 * Cross-field rules of spec 002 §5 and the DGI's document rules that the body alone decides; the amount
 * rules read the request's totals.
 */
export function checkRequestRules(request: GenerationRequest, totals: RequestTotals, ctx: Context): void {
  checkGeneralData(request, ctx);
  checkDestination(request, ctx);
  checkReferences(request, ctx);
  checkAmounts(totals, ctx);
}
