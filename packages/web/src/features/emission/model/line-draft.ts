import {
  REQUEST_MESSAGES,
  formatPanamaDate,
  lineItemSchema,
  parsePanamaDateTime,
  toLineInput,
  type LineDraft,
  type LineItemRequest,
} from '@facturar/domain';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';

// The line's texts and their empty form are the domain's (LineDraft): the seed writes drafts in them too.

/** The line rules of the shared schema plus its date rules (manufacture not after today, expiry not before). */
const lineWithDates = lineItemSchema.superRefine((line, ctx) => {
  const today = formatPanamaDate(new Date());
  const dayOf = (text: string) => {
    const instant = parsePanamaDateTime(text);
    return instant === null ? '' : formatPanamaDate(instant);
  };
  if (line.fechaFabricacion !== undefined && dayOf(line.fechaFabricacion) > today) {
    ctx.addIssue({ code: 'custom', path: ['fechaFabricacion'], message: REQUEST_MESSAGES.manufactureFuture });
  }
  if (line.fechaCaducidad !== undefined && dayOf(line.fechaCaducidad) < today) {
    ctx.addIssue({ code: 'custom', path: ['fechaCaducidad'], message: REQUEST_MESSAGES.expiryPast });
  }
});

/** A line judged at once, outside the dialog (a line copied from a referenced invoice); undefined if refused. */
export function parseLineDraft(draft: LineDraft): LineItemRequest | undefined {
  const parsed = lineWithDates.safeParse(toLineInput(draft));
  return parsed.success ? parsed.data : undefined;
}

export const lineDraftResolver: Resolver<LineDraft, unknown, LineItemRequest> = draftResolver(
  z.custom<LineDraft>().transform(toLineInput).pipe(lineWithDates),
);

export type LineControl = Control<LineDraft, unknown, LineItemRequest>;
