import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';

/** A problem of the form's own, on one field: what the call's schema cannot judge (the clock). */
type FieldProblem = { campo: string; mensaje: string };

/**
 * A report form's resolver: the request its fields make, judged by the call's schema (the server's rules),
 * each problem on the field of the same name; `ownRule` adds one of the form's, told which fields the
 * schema already refused.
 */
export function requestResolver<Fields extends FieldValues>(
  schema: z.ZodType,
  toRequest: (fields: Fields) => unknown,
  ownRule?: (fields: Fields, isRefused: (name: string) => boolean) => FieldProblem | undefined,
): Resolver<Fields, unknown, Fields> {
  return draftResolver<Fields, Fields>(
    z.custom<Fields>().superRefine((fields, context) => {
      const parsed = schema.safeParse(toRequest(fields));
      const issues = parsed.success ? [] : parsed.error.issues;
      for (const issue of issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      const own = ownRule?.(fields, (name) => issues.some((issue) => issue.path[0] === name));
      if (own) context.addIssue({ code: 'custom', message: own.mensaje, path: [own.campo] });
    }),
  );
}
