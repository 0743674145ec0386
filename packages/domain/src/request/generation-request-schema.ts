import type { z } from 'zod';
import { EXPORT_INVOICE } from './document-types.ts';
import { requestFields, type GenerationRequest } from './generation-request-fields.ts';
import { checkRequestRules } from './request-rules.ts';
import { checkTimeRules } from './request-time-rules.ts';

/** The export invoice always goes abroad; the other types default to Panama (spec 002 §7). */
const requestSchema = requestFields
  .transform((request): GenerationRequest => ({
    ...request,
    destinoOperacion: request.tipoDocumento === EXPORT_INVOICE ? '2' : (request.destinoOperacion ?? '1'),
  }))
  .superRefine(checkRequestRules);

export type GenerationRequestInput = z.input<typeof requestFields>;

/** What the time-bound rules compare against: the caller's clock (the domain has none). */
export type SchemaClock = { now: Date };

/**
 * The generation request schema with every rule of spec 002 §5, shared by the web form and the
 * server. Dates are judged against `now` (issue date within 30 days, no future manufacture date, …).
 */
export function createGenerationRequestSchema(clock: SchemaClock) {
  return requestSchema.superRefine((request, ctx) => checkTimeRules(request, ctx, clock.now));
}
