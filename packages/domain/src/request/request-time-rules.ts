import type { GenerationRequest } from './generation-request-fields.ts';
import {
  formatPanamaDate,
  parsePanamaDateTime,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
} from '../time/index.ts';
import { MESSAGES } from './request-messages.ts';
import type { ReportProblem } from './rule-report.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISSUE_DATE_MAX_AGE_DAYS = 30;

/** The Panama calendar day of a validated date text, `YYYY-MM-DD` (compares as text). */
function dayOf(text: string): string {
  const instant = parsePanamaDateTime(text);
  return instant === null ? '' : formatPanamaDate(instant);
}

/**
 * Rules that compare dates with today (spec 002 §5). Days are Panama calendar days, so a browser
 * clock a few minutes off does not turn today's date into "the future".
 */
export function checkTimeRules(request: GenerationRequest, report: ReportProblem, now: Date): void {
  const today = formatPanamaDate(now);
  if (request.fechaEmision !== undefined) {
    const day = dayOf(request.fechaEmision);
    const oldest = formatPanamaDate(
      new Date(startOfPanamaDay(now).getTime() - ISSUE_DATE_MAX_AGE_DAYS * DAY_MS),
    );
    if (day > today) report(['fechaEmision'], MESSAGES.issueDateFuture);
    else if (day < oldest) report(['fechaEmision'], MESSAGES.issueDateOld);
  }
  if (request.fechaSalida !== undefined) {
    const departure = parsePanamaDateTime(request.fechaSalida);
    if (departure !== null && departure < startOfPanamaDayMonthsBefore(now, 1)) {
      report(['fechaSalida'], MESSAGES.departureDateOld);
    }
  }
  if (request.fechaContingencia !== undefined && dayOf(request.fechaContingencia) > today) {
    report(['fechaContingencia'], MESSAGES.contingencyDateFuture);
  } else if (isAfterIssue(request.fechaContingencia, request.fechaEmision, now)) {
    report(['fechaContingencia'], MESSAGES.contingencyAfterIssue);
  }
  request.detalles.forEach((line, index) => {
    if (line.fechaFabricacion !== undefined && dayOf(line.fechaFabricacion) > today) {
      report(['detalles', index, 'fechaFabricacion'], MESSAGES.manufactureFuture);
    }
    if (line.fechaCaducidad !== undefined && dayOf(line.fechaCaducidad) < today) {
      report(['detalles', index, 'fechaCaducidad'], MESSAGES.expiryPast);
    }
  });
  request.pagoPlazos.forEach((instalment, index) => {
    const problem = findInstalmentDueProblem(instalment.fechaVencimiento, now);
    if (problem !== undefined) report(['pagoPlazos', index, 'fechaVencimiento'], problem);
  });
  request.documentosFiscalesReferenciados.forEach((reference, index) => {
    const problem = findReferenceDateProblem(reference.fechaDocumento, now);
    if (problem !== undefined) report(['documentosFiscalesReferenciados', index, 'fechaDocumento'], problem);
  });
}

/** The contingency began after the instant a back-dated document is dated (the DGI's 1507). */
function isAfterIssue(
  contingencyDate: string | undefined,
  issueDate: string | undefined,
  now: Date,
): boolean {
  const issuedAt = resolveIssueInstant(issueDate, now);
  // Dated today, the day rule above judges it (a browser's clock may run a few minutes ahead).
  if (issuedAt === now) return false;
  const began = contingencyDate === undefined ? null : parsePanamaDateTime(contingencyDate);
  return began !== null && began > issuedAt;
}

/** An instalment falls due today or later (Panama days). */
export function findInstalmentDueProblem(dueDate: string, now: Date): string | undefined {
  return dayOf(dueDate) < formatPanamaDate(now) ? MESSAGES.instalmentDuePast : undefined;
}

/** A referenced document is dated today or earlier (Panama days). */
export function findReferenceDateProblem(documentDate: string, now: Date): string | undefined {
  return dayOf(documentDate) > formatPanamaDate(now) ? MESSAGES.referenceDateFuture : undefined;
}

/**
 * The instant the document is dated (dFechaEm): the issue date the user chose when it is an earlier day
 * than today (the rules keep it within the DGI's 30 days), else now — a document dated today is dated
 * when it is signed, whatever time the browser's clock said (ADR 0027).
 */
export function resolveIssueInstant(issueDate: string | undefined, now: Date): Date {
  if (issueDate === undefined) return now;
  const instant = parsePanamaDateTime(issueDate);
  if (instant === null || formatPanamaDate(instant) >= formatPanamaDate(now)) return now;
  return instant;
}
