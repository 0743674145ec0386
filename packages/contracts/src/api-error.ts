import { z } from 'zod';

/** The error body of every failed call (DESIGN.md §5). `mensaje` is for users, `mensajeSistema` for support. */
export const apiErrorSchema = z.object({
  apierror: z.object({
    status: z.number().int(),
    mensaje: z.string(),
    mensajeSistema: z.string().optional(),
    codigo: z.string().optional(),
    errores: z.array(z.object({ campo: z.string(), mensaje: z.string() })).optional(),
    timestamp: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
