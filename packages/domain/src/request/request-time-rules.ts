import type { z } from 'zod';
import type { GenerationRequest } from './generation-request-fields.ts';
import {
  formatPanamaDate,
  parsePanamaDateTime,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
} from '../time/index.ts';
import { MESSAGES } from './request-messages.ts';

type Context = z.RefinementCtx;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISSUE_DATE_MAX_AGE_DAYS = 30;

/** The Panama calendar day of a validated date text, `YYYY-MM-DD` (compares as text). */
function dayOf(text: string): string {
  const instant = parsePanamaDateTime(text);
  return instant === null ? '' : formatPanamaDate(instant);
}

function report(ctx: Context, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/**
 * Rules that compare dates with today (spec 002 §5). Days are Panama calendar days, so a browser
 * clock a few minutes off does not turn today's date into "the future".
 */
export function checkTimeRules(request: GenerationRequest, ctx: Context, now: Date): void {
  const today = formatPanamaDate(now);
  if (request.fechaEmision !== undefined) {
    const day = dayOf(request.fechaEmision);
    const oldest = formatPanamaDate(
      new Date(startOfPanamaDay(now).getTime() - ISSUE_DATE_MAX_AGE_DAYS * DAY_MS),
    );
    if (day > today) report(ctx, ['fechaEmision'], MESSAGES.issueDateFuture);
    else if (day < oldest) report(ctx, ['fechaEmision'], MESSAGES.issueDateOld);
  }
  if (request.fechaSalida !== undefined) {
    const departure = parsePanamaDateTime(request.fechaSalida);
    if (departure !== null && departure < startOfPanamaDayMonthsBefore(now, 1)) {
      report(ctx, ['fechaSalida'], MESSAGES.departureDateOld);
    }
  }
  if (request.fechaContingencia !== undefined && dayOf(request.fechaContingencia) > today) {
    report(ctx, ['fechaContingencia'], MESSAGES.contingencyDateFuture);
  }
  request.detalles.forEach((line, index) => {
    if (line.fechaFabricacion !== undefined && dayOf(line.fechaFabricacion) > today) {
      report(ctx, ['detalles', index, 'fechaFabricacion'], MESSAGES.manufactureFuture);
    }
    if (line.fechaCaducidad !== undefined && dayOf(line.fechaCaducidad) < today) {
      report(ctx, ['detalles', index, 'fechaCaducidad'], MESSAGES.expiryPast);
    }
  });
  request.pagoPlazos.forEach((instalment, index) => {
    const problem = findInstalmentDueProblem(instalment.fechaVencimiento, now);
    if (problem !== undefined) report(ctx, ['pagoPlazos', index, 'fechaVencimiento'], problem);
  });
  request.documentosFiscalesReferenciados.forEach((reference, index) => {
    const problem = findReferenceDateProblem(reference.fechaDocumento, now);
    if (problem !== undefined)
      report(ctx, ['documentosFiscalesReferenciados', index, 'fechaDocumento'], problem);
  });
}

/** An instalment falls due today or later (Panama days). */
export function findInstalmentDueProblem(dueDate: string, now: Date): string | undefined {
  return dayOf(dueDate) < formatPanamaDate(now) ? MESSAGES.instalmentDuePast : undefined;
}

/** A referenced document is dated today or earlier (Panama days). */
export function findReferenceDateProblem(documentDate: string, now: Date): string | undefined {
  return dayOf(documentDate) > formatPanamaDate(now) ? MESSAGES.referenceDateFuture : undefined;
}
