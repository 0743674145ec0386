import { paymentProofMessages, planTypes } from '@facturar/domain';
import { z } from 'zod';
import { singleLine } from './single-line-text.ts';
import { companyRucSchema, rowIdSchema } from './endpoint.ts';
import { pagedSchema, pageQuerySchema } from './paged.ts';

/** An amount as the API writes it: text with two decimals ('26.75'). */
const amountText = z.string();

/** A plan of 'PLANES DISPONIBLES' (spec 001 §3 'Plan'): `credito` is its voucher count, -1 unlimited. */
export const planSchema = z.object({
  idPaquete: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(planTypes),
  precio: amountText,
  credito: z.number().int(),
  descripcion: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansSchema = z.array(planSchema);

/** An account the company may pay into (spec 001 §3 'Bank account'). */
export const bankAccountSchema = z.object({
  nombreBanco: z.string(),
  razonSocial: z.string(),
  identificacion: z.string(),
  tipoCuenta: z.string(),
  numeroCuenta: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountsSchema = z.array(bankAccountSchema);

/** The tax added to a plan's price, from its configuration entry (spec 001 §9). */
export const purchaseTaxSchema = z.object({ nombre: z.literal('ITBMS'), porcentaje: amountText });
export type PurchaseTax = z.infer<typeof purchaseTaxSchema>;

/** Whether the company may buy another package now, and why not. */
export const purchaseEligibilitySchema = z.object({
  permitido: z.boolean(),
  mensaje: z.string().nullable(),
});
export type PurchaseEligibility = z.infer<typeof purchaseEligibilitySchema>;

/** A proof of payment: the png or jpg file in base64 (a data: URL prefix is accepted). */
export const paymentProofSchema = z
  .string({ error: paymentProofMessages.required })
  .trim()
  .min(1, paymentProofMessages.required)
  .max(6_000_000, paymentProofMessages.tooLarge);

/** `POST /pago/registro` (spec 001 §7): `iva` is sent as 0; the server computes the total it charges. */
export const purchaseRequestSchema = z.object({
  idEmpresa: companyRucSchema,
  idPaquete: rowIdSchema,
  valorTotalPaquete: z.union([z.number(), z.string().max(20)]),
  iva: z.union([z.number(), z.string().max(20)]).optional(),
  voucher: paymentProofSchema.optional().nullable(),
});
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;

export const purchaseAnswerSchema = z.object({
  idAsignacionPaqueteEmpresa: z.number().int(),
  estadoPago: z.number().int(),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

/** `PUT /pago/subir/voucher`. */
export const proofUploadSchema = z.object({
  idAsignacionPaqueteEmpresa: rowIdSchema,
  voucher: paymentProofSchema,
});
export type ProofUpload = z.input<typeof proofUploadSchema>;

/** A package the company bought and has not had approved (spec 001 §3 'Pre-contracted package'). */
export const preContractedPackageSchema = z.object({
  idAsignacionPaqueteEmpresa: z.number().int(),
  fechaInicioContratacion: z.string(),
  paquete: z.object({ nombre: z.string() }),
  cantidadComprobantesContratados: z.number().int(),
  valorTotalPaquete: amountText,
  estadoPago: z.number().int(),
  observacion: z.string().nullable(),
});
export type PreContractedPackage = z.infer<typeof preContractedPackageSchema>;
export const preContractedPackagesSchema = z.array(preContractedPackageSchema);

/** A package waiting for the administrator's review (spec 001 §3 'Package assignment for review'). */
export const packageForReviewSchema = z.object({
  idAsignacionPaqueteEmpresa: z.number().int(),
  empresaContratante: z.object({ idempresacontratante: z.string(), razonSocialempresa: z.string() }),
  paquete: z.object({ nombre: z.string() }),
  valorTotalPaquete: amountText,
  codigoAsignacion: z.number().int(),
});
export type PackageForReview = z.infer<typeof packageForReviewSchema>;
export const packagesForReviewSchema = pagedSchema(packageForReviewSchema);

/** Sorted by assignment code, newest first (spec 001 §9); the only order offered. */
export const packagesForReviewQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['codigoAsignacion,desc']).default('codigoAsignacion,desc'),
});

export const receiptsSchema = z.array(z.object({ voucher: z.string(), tipo: z.string() }));
export type Receipt = z.infer<typeof receiptsSchema>[number];

export const reviewMessages = {
  reasonRequired: 'El campo motivo no puede estar vacío',
} as const;

/** `POST /pago/revision`: approval (revision true) or rejection with its reason (revision false). */
export const paymentReviewSchema = z
  .object({
    idAsignacionPaqueteEmpresa: rowIdSchema,
    observacion: z.string().max(300).nullable().optional(),
    revision: z.boolean(),
  })
  .refine((review) => review.revision || (review.observacion ?? '').trim().length > 0, {
    path: ['observacion'],
    message: reviewMessages.reasonRequired,
  });
export type PaymentReview = z.input<typeof paymentReviewSchema>;

export const purchaseIdParamsSchema = z.object({ idAsignacionPaqueteEmpresa: rowIdSchema });
/** `/pago/contratados/{id}`: the caller's id, or 0; the list is the platform's, whatever it is. */
export const reviewListParamsSchema = z.object({
  idUsuario: z.coerce.number().int().min(0).max(2_147_483_647),
});

/** The plans and bank accounts the platform administrator keeps (issue 17: data, not constants). */
export const planAdminMessages = {
  nameRequired: 'Ingrese el nombre del plan.',
  typeRequired: 'Seleccione el tipo de plan.',
  priceInvalid: 'Ingrese un precio mayor a 0 con máximo 2 decimales. Ej: 25.00',
  vouchersInvalid: 'Ingrese un número entero de comprobantes mayor a 0, o -1 para comprobantes ilimitados.',
  descriptionRequired: 'Ingrese las características del plan, separadas por comas.',
  bankRequired: 'Ingrese el nombre del banco.',
  holderRequired: 'Ingrese el titular de la cuenta.',
  identificationRequired: 'Ingrese la identificación del titular.',
  accountTypeRequired: 'Ingrese el tipo de cuenta.',
  accountNumberInvalid: 'Ingrese el número de cuenta: solo dígitos y guiones.',
} as const;

const requiredText = (message: string, max: number) =>
  singleLine(z.string().trim()).min(1, message).max(max, message);

export const planFormSchema = z.object({
  nombre: requiredText(planAdminMessages.nameRequired, 60),
  tipo: z.enum(planTypes, { error: planAdminMessages.typeRequired }),
  precio: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, planAdminMessages.priceInvalid)
    .refine((value) => Number(value) > 0, planAdminMessages.priceInvalid),
  credito: z.coerce
    .number({ error: planAdminMessages.vouchersInvalid })
    .int(planAdminMessages.vouchersInvalid)
    .refine((value) => value > 0 || value === -1, planAdminMessages.vouchersInvalid)
    .refine((value) => value <= 10_000_000, planAdminMessages.vouchersInvalid),
  descripcion: requiredText(planAdminMessages.descriptionRequired, 1000),
  activo: z.boolean(),
});
export type PlanForm = z.output<typeof planFormSchema>;
export const managedPlanSchema = planSchema.extend({ activo: z.boolean() });
export type ManagedPlan = z.infer<typeof managedPlanSchema>;
export const managedPlansSchema = z.array(managedPlanSchema);

export const bankAccountFormSchema = z.object({
  nombreBanco: requiredText(planAdminMessages.bankRequired, 100),
  razonSocial: requiredText(planAdminMessages.holderRequired, 100),
  identificacion: requiredText(planAdminMessages.identificationRequired, 60),
  tipoCuenta: requiredText(planAdminMessages.accountTypeRequired, 40),
  numeroCuenta: z
    .string()
    .trim()
    .regex(/^[0-9][0-9-]{3,33}$/, planAdminMessages.accountNumberInvalid),
  activo: z.boolean(),
});
export type BankAccountForm = z.output<typeof bankAccountFormSchema>;
export const managedBankAccountSchema = bankAccountSchema.extend({
  idCuentaBancaria: z.number().int(),
  activo: z.boolean(),
});
export type ManagedBankAccount = z.infer<typeof managedBankAccountSchema>;
export const managedBankAccountsSchema = z.array(managedBankAccountSchema);

export const planIdParamsSchema = z.object({ idPaquete: rowIdSchema });
export const bankAccountIdParamsSchema = z.object({ idCuentaBancaria: rowIdSchema });
