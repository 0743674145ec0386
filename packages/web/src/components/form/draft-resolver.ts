import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A resolver that judges a form's values with a domain or contracts schema (the rules shared with the
 * server) and hands the submit handler what the schema produces. The form holds texts as typed; the schema
 * reads them as any request would.
 */
export function draftResolver<Draft extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Draft, unknown, Output> {
  // The shared schemas take any input (they normalise what forms and uploads send), so texts typed as
  // Draft are a valid input; zod's types cannot see that an `unknown` input accepts every Draft.
  return zodResolver(z.custom<Draft>().pipe(schema as z.ZodType<Output, Draft>));
}
