import { z } from 'zod';
import { companyRucSchema } from './endpoint.ts';

/** The five blocking error kinds of spec 000 §2 ('Blocked-issuing notice'), keyed by keyword. */
export const blockingErrorKeywords = [
  'SIN_CERTIFICADO',
  'CERTIFICADO_CADUCADO',
  'SIN_SECUENCIAL',
  'PAQUETE_CADUCADO',
  'SIN_COMPROBANTES',
] as const;
export type BlockingErrorKeyword = (typeof blockingErrorKeywords)[number];

export const messageMapSchema = z.record(z.string(), z.string());

export const companyValidationRequestSchema = z.object({
  idAsignacionEmpresaUsuario: z.coerce.number().int().positive(),
  rucEmpresa: companyRucSchema,
});

export const companyNotificationsSchema = z.object({
  advertencias: messageMapSchema,
  errores: messageMapSchema,
  eventos: messageMapSchema,
  noticias: messageMapSchema,
});
export type CompanyNotifications = z.infer<typeof companyNotificationsSchema>;

export const companyValidationResponseSchema = companyNotificationsSchema.extend({
  nombreUsuario: z.string(),
  nombreEmpresa: z.string(),
  logoEmpresa: z.string().nullable(),
});
export type CompanyValidationResponse = z.infer<typeof companyValidationResponseSchema>;

export const availableVouchersSchema = z.number().int();
