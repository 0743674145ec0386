import type { z } from 'zod';
import { fail, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from './document-problem.ts';
import { EXPORT_INVOICE } from './document-types.ts';
import { requestFields, type GenerationRequest } from './generation-request-fields.ts';
import { checkRequestRules } from './request-rules.ts';
import { checkTimeRules } from './request-time-rules.ts';
import { computeRequestTotals, type RequestTotals } from './request-totals.ts';
import type { ReportProblem } from './rule-report.ts';
import { ASK_ZOD, plainParse } from './plain-parse.ts';

/**
 * A request that passed every rule of the schema, with the totals its amount rules computed: the
 * document is built from these same figures, so a generation computes its totals once.
 */
export type ValidatedRequest = { readonly request: GenerationRequest; readonly totals: RequestTotals };

/** The export invoice always goes abroad; the other types default to Panama (spec 002 §7). */
const requestShape = requestFields.transform((request): GenerationRequest => ({
  ...request,
  destinoOperacion: request.tipoDocumento === EXPORT_INVOICE ? '2' : (request.destinoOperacion ?? '1'),
}));

/** The same parse as plain code for the bodies it accepts (issuing's hot path); zod tells the others. */
const plainRequest = plainParse(requestShape);

export type GenerationRequestInput = z.input<typeof requestFields>;

/** What the time-bound rules compare against: the caller's clock (the domain has none). */
export type SchemaClock = { now: Date };

/** The rules across fields of a request whose fields are each valid: spec 002 §5, then the dated ones. */
function checkRules(request: GenerationRequest, totals: RequestTotals, now: Date, report: ReportProblem) {
  checkRequestRules(request, totals, report);
  checkTimeRules(request, report, now);
}

/**
 * The generation request schema with every rule of spec 002 §5, shared by the web form and the
 * server. Dates are judged against `now` (issue date within 30 days, no future manufacture date, …).
 */
export function createGenerationRequestSchema(clock: SchemaClock) {
  return requestShape.superRefine((request, ctx) =>
    checkRules(request, computeRequestTotals(request), clock.now, (path, message) =>
      ctx.addIssue({ code: 'custom', path, message }),
    ),
  );
}

/**
 * The same rules as `createGenerationRequestSchema`, for a body that is to become a document: the
 * request with its totals, or every problem with the field it belongs to (the fields' own problems
 * first; the rules across fields run once every field is valid, as in the schema).
 */
export function validateGenerationRequest(
  body: unknown,
  clock: SchemaClock,
): Result<ValidatedRequest, DocumentProblem> {
  let request = plainRequest(body);
  if (request === ASK_ZOD) {
    const parsed = requestShape.safeParse(body);
    if (!parsed.success) {
      return fail(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    }
    request = parsed.data;
  }
  const totals = computeRequestTotals(request);
  const problems: DocumentProblem[] = [];
  checkRules(request, totals, clock.now, (path, message) => problems.push({ path: path.join('.'), message }));
  return problems.length > 0 ? fail(problems) : succeed({ request, totals });
}
