import type { z } from 'zod';
import { fail, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from './document-problem.ts';
import { EXPORT_INVOICE } from './document-types.ts';
import { requestFields, type GenerationRequest } from './generation-request-fields.ts';
import { checkRequestRules } from './request-rules.ts';
import { computeRequestTotals, type RequestTotals } from './request-totals.ts';
import { checkTimeRules } from './request-time-rules.ts';

/**
 * A request that passed every rule of the schema, with the totals its amount rules computed: the
 * document is built from these same figures, so a generation computes its totals once.
 */
export type ValidatedRequest = { readonly request: GenerationRequest; readonly totals: RequestTotals };

/** The export invoice always goes abroad; the other types default to Panama (spec 002 §7). */
const validatedSchema = requestFields
  .transform((request): GenerationRequest => ({
    ...request,
    destinoOperacion: request.tipoDocumento === EXPORT_INVOICE ? '2' : (request.destinoOperacion ?? '1'),
  }))
  .transform((request): ValidatedRequest => ({ request, totals: computeRequestTotals(request) }))
  .superRefine(({ request, totals }, ctx) => checkRequestRules(request, totals, ctx));

export type GenerationRequestInput = z.input<typeof requestFields>;

/** What the time-bound rules compare against: the caller's clock (the domain has none). */
export type SchemaClock = { now: Date };

function createValidatedSchema(clock: SchemaClock) {
  return validatedSchema.superRefine(({ request }, ctx) => checkTimeRules(request, ctx, clock.now));
}

/**
 * The generation request schema with every rule of spec 002 §5, shared by the web form and the
 * server. Dates are judged against `now` (issue date within 30 days, no future manufacture date, …).
 */
export function createGenerationRequestSchema(clock: SchemaClock) {
  return createValidatedSchema(clock).transform(({ request }) => request);
}

/**
 * The same rules as `createGenerationRequestSchema`, for a body that is to become a document: the
 * request with its totals, or every problem with the field it belongs to.
 */
export function validateGenerationRequest(
  body: unknown,
  clock: SchemaClock,
): Result<ValidatedRequest, DocumentProblem> {
  const parsed = createValidatedSchema(clock).safeParse(body);
  if (parsed.success) return succeed(parsed.data);
  return fail(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}
