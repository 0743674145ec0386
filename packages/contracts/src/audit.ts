import { z } from 'zod';

/** One event of a company's audit log (ADR 0023), newest first. */
export const auditEventSchema = z.object({
  numero: z.string(),
  fecha: z.string(),
  tipo: z.string(),
  usuario: z.string().nullable(),
  referencia: z.string().nullable(),
  detalles: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEventRow = z.infer<typeof auditEventSchema>;

/** The company's log: whether its hash chain verifies (or where it breaks), and its latest events. */
export const auditLogSchema = z.object({
  verificacion: z.object({
    integra: z.boolean(),
    eventos: z.number().int(),
    hashFinal: z.string(),
    problema: z
      .object({
        tipo: z.enum(['altered', 'unlinked', 'missing', 'truncated', 'headless']),
        numero: z.string(),
      })
      .nullable(),
  }),
  eventos: z.array(auditEventSchema),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogQuerySchema = z.object({
  limite: z.coerce.number().int().min(1).max(200).default(50),
});
