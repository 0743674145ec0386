import { z } from 'zod';
import { CPBS_FAMILIES, findEntry, locateUnit } from '@facturar/domain';
import { blankToUndefined, fieldMessages, optionalText, requiredText } from './master-data-fields.ts';
import { companyRucSchema } from './endpoint.ts';
import { pagedSchema } from './paged.ts';

export const productMessages = {
  price: 'Ingrese un valor mayor 0 y máximo 14 dígitos',
  gtin: 'Solo ingrese números, máximo 14 dígitos.',
  unknownUnit: 'Seleccione una unidad de medida de la lista.',
  unknownCpbs: 'Seleccione una familia de bienes y servicios de la lista.',
  descriptionTooShort: 'Ingrese al menos 2 caracteres.',
  // spec 001 §8
  created: 'Producto/Servicio Agregado',
  notStored: 'No se pudo almacenar el producto.',
  companyNotFound: 'No se encontró la empresa enviada para relacionarla con el producto.',
  duplicate: 'El Código principal ya está asignado a otro producto.',
  updated: 'Producto/Servicio editado.',
  notUpdated: 'No se pudo actualizar el producto el producto.',
  notFound: 'No se encontró el producto que se va a actualizar.',
} as const;

const DGI_PRODUCT_CODE_LENGTH = 20;

/** A price of at most 14 digits, 6 of them decimals, not negative (spec 001 §5 'Product'). */
const pricePattern = /^(?=(?:\D*\d){1,14}\D*$)\d{1,14}(?:\.\d{1,6})?$/;
const gtinField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,14}$/, productMessages.gtin)
    .optional(),
);

/** The CPBS catalogue's entry the product names: a family code (4 digits) with its segment as parent. */
export const cpbsCodingSchema = z.object({
  idCodificacionBienesServicios: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  padreCodificacion: z.string().nullable(),
});

/**
 * 'Nuevo Producto / Servicio' and 'Editar Producto / Servicio' (spec 001 §3 'Product', §5 'Product'). The
 * CPBS family may come as `codigoBienesServicios` or as the picked `codificacionBienesServicios`.
 */
export const productFormSchema = z
  .object({
    idEmpresa: z.preprocess(blankToUndefined, companyRucSchema.optional()),
    // The DGI's limits where they are narrower than spec 001's 300: dCodProd 1..20, dDescProd 2..500, so a
    // product PRO accepts can always be invoiced (ADR 0087).
    codigoPrincipal: requiredText(DGI_PRODUCT_CODE_LENGTH).regex(
      /^[\p{L}\p{N}\-_./ ]+$/u,
      fieldMessages.specialCharacters,
    ),
    codigoAuxiliar: optionalText(300),
    descripcion: requiredText(300).min(2, productMessages.descriptionTooShort),
    precioUnitario: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string(productMessages.price).trim().regex(pricePattern, productMessages.price),
    ),
    codigoItbms: z.enum(['00', '01', '02', '03'], 'Seleccione la tasa de ITBMS.').default('01'),
    gtincomercializacion: gtinField,
    gtinInventario: gtinField,
    codigoUnidadMedida: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((code) => locateUnit(code) !== undefined, productMessages.unknownUnit)
        .optional(),
    ),
    codigoBienesServicios: z.preprocess(blankToUndefined, z.string().trim().max(4).optional()),
    codificacionBienesServicios: z.preprocess(
      blankToUndefined,
      z
        .object({ codigo: z.string().trim().max(4) })
        .passthrough()
        .optional(),
    ),
    estado: z.boolean().default(true),
  })
  .transform(({ codificacionBienesServicios, ...form }) => ({
    ...form,
    codigoBienesServicios: form.codigoBienesServicios ?? codificacionBienesServicios?.codigo,
  }))
  .superRefine((form, context) => {
    const code = form.codigoBienesServicios;
    if (code !== undefined && findEntry(CPBS_FAMILIES, code) === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['codigoBienesServicios'],
        message: productMessages.unknownCpbs,
      });
    }
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** A product as the lists, the searches and the edit dialog read it. */
export const productRowSchema = z.object({
  idProducto: z.number().int(),
  idEmpresa: z.string(),
  codigoPrincipal: z.string(),
  codigoAuxiliar: z.string().nullable(),
  descripcion: z.string(),
  precioUnitario: z.string(),
  codigoItbms: z.string(),
  estado: z.boolean(),
  gtinComercializacion: z.string().nullable(),
  gtinInventario: z.string().nullable(),
  codigoUnidadMedida: z.string().nullable(),
  unidadMedida: z
    .object({
      idMedida: z.number(),
      idFamiliaMedida: z.number(),
      simbolo: z.string(),
      comentario: z.string(),
    })
    .nullable(),
  codigoBienesServicios: z.string().nullable(),
  codificacionBienesServicios: cpbsCodingSchema.nullable(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
export const productPageSchema = pagedSchema(productRowSchema);
export const productAnswerSchema = z.object({ mensaje: z.string(), producto: productRowSchema });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** The product screen's search: every product, or only the active ones (the emission form's). */
export const productSearchQuerySchema = z.object({
  parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(100),
  incluirInactivos: z.enum(['true', 'false']).optional(),
});

export const unitMeasuresSchema = z.array(z.object({ idMedida: z.number(), medida: z.string() }));
export const unitFamiliesSchema = z.array(z.object({ idFamiliaMedida: z.number(), nombre: z.string() }));
export const unitsSchema = z.array(
  z.object({ idUnidadMedida: z.number(), comentario: z.string(), simbolo: z.string() }),
);
export const cpbsCodingsSchema = z.array(cpbsCodingSchema);
