import { z } from 'zod';
import { companyRucSchema } from './endpoint.ts';
import { blankToUndefined, coordinatesField, plainText } from './master-data-fields.ts';
import { pagedSchema } from './paged.ts';
import { sharedMessages as shared } from './shared-messages.ts';

export const billingPointMessages = {
  branchDigits: 'Ingrese solo números, máximo 4 dígitos.',
  pointDigits: 'Ingrese solo números, máximo 3 dígitos.',
  pointZero: 'El punto de facturación no puede ser 000.',
  // spec 001 §8
  created: 'Punto de Facturación registrado.',
  notStored: 'No se pudo almacenar el secuencial.',
  companyNotFound: shared.companyNotFound,
  duplicate: 'El secuencial ya existe.',
  updated: 'Punto de emisión editado.',
  notUpdated: 'No se pudo actualizar el punto de emisión.',
  notFound: 'No se encontró el punto de emisión a actualizar.',
  numberedCodesFixed:
    'No se pudo actualizar el punto de emisión. El establecimiento y el punto de un punto que ya emitió ' +
    'comprobantes no cambian: su numeración debe seguir sin saltos.',
  // assignments (spec 001 §5, §8)
  userRequired: 'Seleccione un usuario.',
  pointRequired: 'Seleccione un punto de facturación.',
  assigned: 'Punto de Facturación asignado.',
  notAssigned: 'No se pudo asignar el punto de facturación al usuario.',
  assignmentTargetNotFound: 'No se encontró el usuario o el punto de facturación.',
  alreadyAssigned: 'El usuario seleccionado, ya se encuentra asignado a otro punto de facturación.',
  closedPoint: 'El punto de facturación está cerrado: no puede emitir.',
  removed: (point: string, user: string) => `Se eliminó la asignación del punto ${point} al usuario ${user}.`,
  notRemoved: (point: string, user: string) =>
    `No se pudo eliminar la asignación del punto ${point} al usuario ${user}.`,
  assignmentNotFound: 'No se encontró la asignación a eliminar.',
  confirmRemoval: (point: string, user: string) =>
    `Está seguro de eliminar la asignación del punto de facturación ${point} al usuario ${user}?`,
} as const;

/** Digits only, at most `max`, left-padded with zeros to `max` (spec 001 §5 'Billing point'). */
function paddedCode(max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string(message)
      .trim()
      .regex(new RegExp(`^[0-9]{1,${max}}$`), message)
      .transform((code) => code.padStart(max, '0')),
  );
}

/** 'Agregar' and 'Editar Punto de Facturación': branch of 4 digits, point of 3, address, coordinates, state. */
export const billingPointFormSchema = z.object({
  idEmpresa: z.preprocess(blankToUndefined, companyRucSchema.optional()),
  codigoSucursal: paddedCode(4, billingPointMessages.branchDigits),
  puntoFacturacion: paddedCode(3, billingPointMessages.pointDigits).refine(
    (code) => code !== '000',
    billingPointMessages.pointZero,
  ),
  direccion: plainText(300),
  coordenadaSucursal: coordinatesField,
  estado: z.boolean().default(true),
});
export type BillingPointFormInput = z.input<typeof billingPointFormSchema>;
export type BillingPointForm = z.output<typeof billingPointFormSchema>;

/** A billing point (spec 001 §3 'secuencial'): `secuencialFactura` is the last number it issued. */
export const billingPointRowSchema = z.object({
  idSecuencial: z.number().int(),
  idEmpresa: z.string(),
  codigoSucursal: z.string(),
  puntoFacturacion: z.string(),
  direccion: z.string(),
  coordenadaSucursal: z.string(),
  estado: z.boolean(),
  secuencialFactura: z.string(),
});
export type BillingPointRow = z.infer<typeof billingPointRowSchema>;
export const billingPointPageSchema = pagedSchema(billingPointRowSchema);
export const billingPointsSchema = z.array(billingPointRowSchema);
export const billingPointAnswerSchema = z.object({ mensaje: z.string(), secuencial: billingPointRowSchema });

/** A company user as the assignment dialog offers them. */
export const assignableUserSchema = z.object({
  idAsignacionEmpresaUsuario: z.number().int(),
  nombreUsuario: z.string(),
  nombreUsuarioAcceso: z.string(),
});
export const assignableUsersSchema = z.array(assignableUserSchema);

/** An assignment of a billing point to a user (spec 001 §3). */
export const pointAssignmentRowSchema = z.object({
  idAsignacionSecuencialUsuario: z.number().int(),
  asignacionEmpresaUsuario: assignableUserSchema,
  secuencial: billingPointRowSchema,
});
export type PointAssignmentRow = z.infer<typeof pointAssignmentRowSchema>;
export const pointAssignmentPageSchema = pagedSchema(pointAssignmentRowSchema);
