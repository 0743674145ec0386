import { z } from 'zod';
import { COUNTRIES, CORREGIMIENTOS, PERSON_TYPES, RECEIVER_TYPES, findEntry } from '@facturar/domain';
import { companyRucSchema } from './endpoint.ts';
import { geographicItemSchema } from './catalogues.ts';
import {
  blankToUndefined,
  emailField,
  identificationField,
  nameField,
  optionalCoordinatesField,
  optionalPhoneField,
  optionalPlainText,
  optionalText,
} from './master-data-fields.ts';
import { pagedSchema } from './paged.ts';
import { sharedMessages } from './shared-messages.ts';

/**
 * Receiver types of a customer (spec 001 §3): the DGI's receiver types but 02, the final consumer, who is
 * never stored as a customer.
 */
export const receiverTypeOptions = RECEIVER_TYPES.filter(
  (type): type is Exclude<(typeof RECEIVER_TYPES)[number], { codigo: '02' }> => type.codigo !== '02',
);
export type ReceiverType = (typeof receiverTypeOptions)[number]['codigo'];
export const receiverTypeSchema = z.enum(
  receiverTypeOptions.map((type) => type.codigo) as [ReceiverType, ...ReceiverType[]],
  'Seleccione el tipo de receptor.',
);
export type TaxpayerType = (typeof PERSON_TYPES)[number]['codigo'];
export const taxpayerTypeSchema = z.enum(
  PERSON_TYPES.map((type) => type.codigo) as [TaxpayerType, ...TaxpayerType[]],
  sharedMessages.taxpayerTypeRequired,
);

export const receiverTypeNames = namesOf(receiverTypeOptions);
export const taxpayerTypeNames = namesOf(PERSON_TYPES);

function namesOf<C extends string>(entries: readonly { codigo: C; nombre: string }[]): Record<C, string> {
  return Object.fromEntries(entries.map((entry) => [entry.codigo, entry.nombre])) as Record<C, string>;
}

/** Panama, the country of every local receiver. */
export const panamaCountryCode = 'PA';
/**
 * The country that is not in the list: the spec's ZZZ, the DGI schema's ZZ ('NO EXISTE'); either is
 * accepted and ZZ is kept, the code the rFE allows.
 */
export const otherCountryCode = 'ZZ';
export function isOtherCountry(code: string | undefined): boolean {
  return code === 'ZZ' || code === 'ZZZ';
}

export const customerMessages = {
  dvFormat: 'El dígito verificador debe tener exactamente 2 dígitos.',
  dvForbidden: 'El cliente extranjero no lleva dígito verificador.',
  taxpayerTypeRequired: sharedMessages.taxpayerTypeRequired,
  taxpayerTypeForbidden: 'El cliente extranjero no lleva tipo de contribuyente.',
  localCountry: 'El país de un receptor local debe ser Panamá (PA).',
  foreignCountry: 'Seleccione un país distinto de Panamá.',
  unknownCountry: 'Seleccione un país de la lista.',
  foreignFieldsForbidden: 'Este dato es solo para clientes extranjeros.',
  countryNameRequired: 'Ingrese el nombre del país.',
  locationRequired: sharedMessages.locationRequired,
  locationForbidden: 'No ingresar la ubicación geográfica, el cliente es extranjero.',
  unknownLocation: 'Seleccione una ubicación geográfica de la lista.',
  // spec 001 §8
  created: (name: string) => `${name} agregado como cliente.`,
  notStored: 'No se pudo almacenar el cliente.',
  duplicate: 'El cliente ya existe.',
  updated: 'Cliente editado.',
  notUpdated: 'No se pudo actualizar el cliente.',
  notFound: 'No se encontró el cliente a actualizar.',
  alreadyProvider: (name: string) => `${name} ya estaba registrado como proveedor/a.`,
  providerCreated: 'Proveedor almacenado.',
  dvRefused: (ruc: string, dv: string) =>
    `El dígito verificador ${dv} no corresponde al RUC ${ruc} según el algoritmo de la DGI ni según su ` +
    'registro de contribuyentes: la DGI rechazaría todo documento emitido a este cliente.',
  dvUnconfirmed:
    'No se pudo confirmar el dígito verificador con el registro de contribuyentes de la DGI. ' +
    'Intente de nuevo en unos minutos.',
  /** A saved taxpayer the DGI's registry does not know: said at once, not at 'Firmar y autorizar'. */
  notRegistered: (ruc: string) =>
    `El RUC ${ruc} no está inscrito en la DGI: la DGI rechazaría los documentos emitidos a este ` +
    'cliente mientras no lo esté.',
} as const;

/** A location given as the picker's object or as its bare id (the spec names both). */
const locationIdField = z.preprocess(blankToUndefined, z.string().trim().max(20).optional());
const locationObjectField = z.preprocess(
  blankToUndefined,
  z.object({ idUbicacionGeografica: locationIdField }).passthrough().optional(),
);

function isKnownLocation(code: string): boolean {
  return findEntry(CORREGIMIENTOS, code) !== undefined;
}

function isKnownCountry(code: string): boolean {
  return isOtherCountry(code) || findEntry(COUNTRIES, code) !== undefined;
}

/**
 * The new-customer form (spec 001 §3 'Customer', §5 'New customer'): the receiver type decides which
 * fields a customer must and must not have. Output: the same names, trimmed, blanks removed, the location
 * as `idUbicacionGeografica` and the 'other country' as ZZ.
 */
export const customerRegistrationSchema = z
  .object({
    idEmpresa: z.preprocess(blankToUndefined, companyRucSchema.optional()),
    tipoReceptor: receiverTypeSchema,
    idCliente: identificationField,
    nombres: nameField,
    correoCliente: emailField,
    digitoVerificador: z.preprocess(blankToUndefined, z.string().trim().max(2).optional()),
    tipoContribuyente: z.preprocess(blankToUndefined, taxpayerTypeSchema.optional()),
    direccion: optionalPlainText(300),
    telefono: optionalPhoneField,
    sucursal: z.preprocess(
      blankToUndefined,
      z.string().trim().max(4, 'No ingrese más de 4 caracteres.').optional(),
    ),
    coordenadasSucursal: optionalCoordinatesField,
    paisReceptor: z
      .string(customerMessages.unknownCountry)
      .trim()
      .toUpperCase()
      .min(1, customerMessages.unknownCountry)
      .max(3, customerMessages.unknownCountry),
    paisReceptorDesc: optionalText(100),
    paisExtranjero: optionalText(100),
    identificacionExtranjera: optionalText(300),
    ubicacionGeografica: locationObjectField,
    idUbicacionGeografica: locationIdField,
    existeTablaPaises: z.unknown().optional(),
  })
  .superRefine((form, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const location = form.idUbicacionGeografica ?? form.ubicacionGeografica?.idUbicacionGeografica;
    if (form.tipoReceptor === '04') {
      if (form.digitoVerificador !== undefined) problem('digitoVerificador', customerMessages.dvForbidden);
      if (form.tipoContribuyente !== undefined)
        problem('tipoContribuyente', customerMessages.taxpayerTypeForbidden);
      if (form.paisReceptor === panamaCountryCode) problem('paisReceptor', customerMessages.foreignCountry);
      else if (!isKnownCountry(form.paisReceptor)) problem('paisReceptor', customerMessages.unknownCountry);
      if (isOtherCountry(form.paisReceptor) && form.paisReceptorDesc === undefined)
        problem('paisReceptorDesc', customerMessages.countryNameRequired);
      if (location !== undefined) problem('ubicacionGeografica', customerMessages.locationForbidden);
      return;
    }
    if (form.digitoVerificador === undefined || !/^[0-9]{2}$/.test(form.digitoVerificador))
      problem('digitoVerificador', customerMessages.dvFormat);
    if (form.tipoContribuyente === undefined)
      problem('tipoContribuyente', customerMessages.taxpayerTypeRequired);
    if (form.direccion === undefined) problem('direccion', 'Es necesario.');
    if (form.paisReceptor !== panamaCountryCode) problem('paisReceptor', customerMessages.localCountry);
    if (form.paisReceptorDesc !== undefined)
      problem('paisReceptorDesc', customerMessages.foreignFieldsForbidden);
    if (form.paisExtranjero !== undefined) problem('paisExtranjero', customerMessages.foreignFieldsForbidden);
    if (location === undefined) problem('ubicacionGeografica', customerMessages.locationRequired);
    else if (!isKnownLocation(location)) problem('ubicacionGeografica', customerMessages.unknownLocation);
  })
  .transform(({ ubicacionGeografica, idUbicacionGeografica, existeTablaPaises: _, ...form }) => {
    const location = idUbicacionGeografica ?? ubicacionGeografica?.idUbicacionGeografica;
    return {
      ...form,
      paisReceptor: isOtherCountry(form.paisReceptor) ? otherCountryCode : form.paisReceptor,
      idUbicacionGeografica: form.tipoReceptor === '04' ? undefined : location,
    };
  });
export type CustomerRegistrationInput = z.input<typeof customerRegistrationSchema>;
export type CustomerRegistration = z.output<typeof customerRegistrationSchema>;

/** The edit dialog (spec 001 §3 'Edit payload', §5 'Customer edit'): identity fields are not editable. */
export const customerUpdateSchema = z
  .object({
    idAsignacionEmpresaCliente: z.unknown().optional(),
    nombres: nameField,
    correo: emailField,
    telefono: optionalPhoneField,
    direccion: optionalPlainText(300),
    cliente: z.object({ tipoReceptor: receiverTypeSchema }).passthrough(),
    ubicacionGeografica: locationObjectField,
  })
  .superRefine((form, context) => {
    const location = form.ubicacionGeografica?.idUbicacionGeografica;
    const problem = (message: string) =>
      context.addIssue({ code: 'custom', path: ['ubicacionGeografica'], message });
    if (form.cliente.tipoReceptor === '04') {
      if (location !== undefined) problem(customerMessages.locationForbidden);
    } else if (location === undefined) problem(customerMessages.locationRequired);
    else if (!isKnownLocation(location)) problem(customerMessages.unknownLocation);
  })
  .transform(({ idAsignacionEmpresaCliente: _, ubicacionGeografica, ...form }) => ({
    ...form,
    idUbicacionGeografica: ubicacionGeografica?.idUbicacionGeografica,
  }));
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

/**
 * A customer as the lists, the searches and the edit dialog read it (spec 001 §3 'Customer'): what the
 * edit dialog needs travels with every row.
 */
export const customerRowSchema = z.object({
  idAsignacionEmpresaCliente: z.number().int(),
  cliente: z.object({
    idCliente: z.string(),
    tipoReceptor: receiverTypeSchema,
    tipoContribuyente: taxpayerTypeSchema.nullable(),
  }),
  digitoVerificador: z.string().nullable(),
  nombres: z.string(),
  correo: z.string().nullable(),
  direccion: z.string().nullable(),
  telefono: z.string().nullable(),
  ubicacionGeografica: geographicItemSchema.nullable(),
  paisReceptor: z.string(),
  paisReceptorDesc: z.string().nullable(),
  fechaRegistro: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerPageSchema = pagedSchema(customerRowSchema);
export const customerSearchResultItemsSchema = z.array(customerRowSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

/**
 * What a registration or an update answers: the message to show, the customer as stored and, when the
 * DGI's registry does not know the taxpayer saved, the warning to show with it.
 */
export const customerAnswerSchema = z.object({
  mensaje: z.string(),
  cliente: customerRowSchema,
  advertencia: z.string().optional(),
});
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;

/** GET /admin/pais/buscar?parametroBusqueda (spec 001 §3 'Country'). */
export const countrySearchResultSchema = z.array(
  z.object({ id: z.string(), codigo: z.string(), nombre: z.string() }),
);
export type CountrySearchResult = z.infer<typeof countrySearchResultSchema>;

/** The customer list's spreadsheet. */
export const customerExportFileName = 'Clientes.xlsx';

export const providerMessages = {
  created: 'Proveedor almacenado.',
  notStored: 'No se pudo almacenar el proveedor.',
  companyNotFound: 'No se encontró la empresa enviada para relacionarla con el proveedor.',
  duplicate: 'El proveedor ya existe.',
  failed: 'Error al registrar el proveedor. Contáctese con el administrador del Sistema.',
  updated: 'Proveedor editado.',
  notUpdated: 'No se pudo actualizar el proveedor.',
  notFound: 'No se encontró el proveedor a actualizar.',
} as const;

/**
 * 'Nuevo Proveedor' (spec 001 §3 'Provider', §5 'Provider add'): the customer's rules by receiver type,
 * and a document type C (cédula/RUC) or P (passport), whose number is also the foreign identification.
 */
export const providerRegistrationSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Record<string, unknown>;
  return form.tipoDocumento === 'P' ? { ...form, identificacionExtranjera: form.idCliente } : form;
}, customerRegistrationSchema);
export type ProviderRegistrationInput = CustomerRegistrationInput & { tipoDocumento?: 'C' | 'P' };

/** 'Editar Proveedor' (spec 001 §5 'Provider edit'). */
export const providerUpdateSchema = z.object({
  idAsignacionEmpresaCliente: z.unknown().optional(),
  nombres: nameField,
  correo: emailField,
  direccion: optionalPlainText(300),
  telefono: optionalPhoneField,
});
export type ProviderUpdate = z.output<typeof providerUpdateSchema>;
