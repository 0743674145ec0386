import { z } from 'zod';
import { generationRequestFieldsSchema } from '@facturar/domain';
import { rowIdSchema, bigRowIdSchema } from './endpoint.ts';

/** Recurring invoices (issue 28 §3, ADR 0120): schedules that issue a generation body on their dates. */
export const recurringMessages = {
  notFound: 'La programación no existe.',
  occurrenceNotFound: 'La emisión programada no existe.',
  sourceRequired: 'Indique el comprobante a programar: sus datos o el comprobante emitido del que se copia.',
  sourceBoth: 'Indique los datos del comprobante o el comprobante emitido, no ambos.',
  documentNotFound: 'El comprobante no existe.',
  documentNotAuthorised: 'Solo se puede programar un comprobante autorizado.',
  documentTypeNotSchedulable:
    'Las notas de crédito y débito se refieren a un comprobante: no se pueden programar.',
  productMissing: (code: string) =>
    `El producto ${code} del comprobante ya no está en el catálogo: no se puede copiar.`,
  billingPointNotFound: 'El punto de facturación no existe, está cerrado o no es de la empresa.',
  customerNotFound: 'El cliente no existe o no es de la empresa.',
  noBillingPoint: 'No tiene un punto de facturación asignado: elija uno para la programación.',
  ended: 'La programación está finalizada: no se puede cambiar.',
  alreadyPaused: 'La programación ya está pausada.',
  notPaused: 'La programación no está pausada.',
  occurrenceIssued: 'Esta emisión ya se realizó.',
  occurrenceBusy: 'Esta emisión se está realizando en este momento.',
  created: 'Programación creada.',
  updated: 'Programación actualizada.',
  paused: 'Programación pausada: no se emitirá hasta que la reanude.',
  resumed: 'Programación reanudada.',
  endedNow: 'Programación finalizada: no se emitirá más.',
  issued: 'Comprobante emitido.',
  descriptionLength: 'La descripción debe tener entre 3 y 100 caracteres.',
  frequency: 'Elija la frecuencia: semanal, mensual o anual.',
} as const;

export const recurringFrequencies = ['SEMANAL', 'MENSUAL', 'ANUAL'] as const;
export const recurringStates = ['ACTIVA', 'PAUSADA', 'FINALIZADA'] as const;
export const occurrenceStatuses = ['EN_CURSO', 'EMITIDA', 'FALLIDA'] as const;

const day = z.string().max(10);
const wholeNumber = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * The rule and the point of a schedule (without what it issues): its dates are judged by the domain's
 * `checkRecurrenceRule`, so the messages are the form's.
 */
export const recurringRuleSchema = z.object({
  descripcion: z
    .string()
    .trim()
    .min(3, recurringMessages.descriptionLength)
    .max(100, recurringMessages.descriptionLength),
  frecuencia: z.enum(recurringFrequencies, { error: recurringMessages.frequency }),
  dia: wholeNumber(31),
  mes: wholeNumber(12).nullish(),
  fechaInicio: day,
  fechaFin: day.nullish(),
  cantidad: wholeNumber(100_000).nullish(),
  /** The billing point it issues from (`idSecuencial`); absent: the caller's own. */
  idSecuencial: rowIdSchema.nullish(),
});
export type RecurringRuleForm = z.infer<typeof recurringRuleSchema>;

/**
 * A new schedule: its rule and either `comprobante`, the body of `POST /api/generacion/comprobantes`
 * (what numbers a document — `fechaEmision`, the issuer, the user, the emission type — is dropped: each
 * occurrence is numbered and dated when issued), or `idComprobante`, an authorised document whose body is
 * rebuilt from what it stored. The body is judged by the server with the generation rules.
 */
export const recurringCreateSchema = recurringRuleSchema.extend({
  comprobante: generationRequestFieldsSchema.optional(),
  idComprobante: bigRowIdSchema.optional(),
});
export type RecurringCreateBody = z.input<typeof recurringCreateSchema>;

/** An edit: the rule and, when given, the body (prices, receiver) that the next occurrences issue. */
export const recurringUpdateSchema = recurringRuleSchema.extend({
  comprobante: generationRequestFieldsSchema.optional(),
});
export type RecurringUpdateBody = z.input<typeof recurringUpdateSchema>;

export const recurringParamsSchema = z.object({
  idProgramacion: bigRowIdSchema,
});
export const occurrenceParamsSchema = recurringParamsSchema.extend({
  idOcurrencia: bigRowIdSchema,
});

export const occurrenceSchema = z.object({
  idOcurrencia: z.number(),
  fecha: z.string(),
  estado: z.enum(occurrenceStatuses),
  /** Why it could not be issued (Spanish), for a failed one. */
  motivo: z.string().nullable(),
  idComprobante: z.number().nullable(),
  numeroComprobante: z.string().nullable(),
  cufe: z.string().nullable(),
  intentos: z.number(),
  actualizadaEn: z.string(),
});
export type RecurringOccurrence = z.infer<typeof occurrenceSchema>;

export const recurringScheduleSchema = z.object({
  idProgramacion: z.number(),
  descripcion: z.string(),
  frecuencia: z.enum(recurringFrequencies),
  dia: z.number(),
  mes: z.number().nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  cantidad: z.number().nullable(),
  idSecuencial: z.number(),
  /** `0001-001`: the branch and point it issues from. */
  puntoFacturacion: z.string(),
  estado: z.enum(recurringStates),
  proximaFecha: z.string().nullable(),
  emitidas: z.number(),
  receptor: z.string(),
  total: z.string(),
  ultimoResultado: occurrenceSchema.nullable(),
  /** The generation body each occurrence issues. */
  comprobante: z.record(z.string(), z.unknown()),
  creadaEn: z.string(),
});
export type RecurringSchedule = z.infer<typeof recurringScheduleSchema>;

export const recurringListSchema = z.object({ programaciones: z.array(recurringScheduleSchema) });
export const occurrenceListSchema = z.object({ ocurrencias: z.array(occurrenceSchema) });
export const recurringAnswerSchema = z.object({ mensaje: z.string(), programacion: recurringScheduleSchema });
export const occurrenceAnswerSchema = z.object({ mensaje: z.string(), ocurrencia: occurrenceSchema });
