import { z } from 'zod';
import { singleLine } from './single-line-text.ts';
import { profiles, userStates } from './auth.ts';
import { companyRucSchema, rowIdSchema } from './endpoint.ts';
import { isPlainText } from './master-data-fields.ts';
import { sharedMessages as shared } from './shared-messages.ts';

/** The longest text any user field takes (spec 000 §9). */
export const userTextMaxLength = 300;

/** Spec 000 §5 'Add user' and 'Edit user', character for character (one fix: see `phoneLength`). */
export const userRuleMessages = {
  identificationRequired: shared.identificationRequired,
  identificationCharacters: shared.identificationCharacters,
  tooLong: shared.max300,
  newNameRequired: 'El nombre del usuario es necesario.',
  newNameCharacters: 'Solo ingrese letras.',
  newEmailRequired: shared.userEmailRequired,
  emailFormat: 'El correo es incorrecto. Debe contener el usuario, @ y el dominio.',
  phoneLength: shared.phoneLength,
  phoneFormat: 'El formato del teléfono no es correcto.',
  addressCharacters: shared.specialCharacters,
  editNameRequired: 'El es nombre necesario.',
  editNameCharacters: 'Los nombres solo contienen letras.',
  editEmailRequired: shared.emailRequired,
  stateRequired: 'Seleccione un estado de usuario.',
  profileRequired: 'Aún no selecciona el nuevo perfil.',
} as const;

const identificationPattern = /^[\p{L}\p{N}]+$/u;
const newNamePattern = /^[\p{L}\p{N} .]+$/u;
/** Edited names: letters (any accent), spaces, dots, apostrophes and hyphens of compound names. */
const editNamePattern = /^[\p{L} .'-]+$/u;
const phonePattern = /^\d{3,4}-\d{4}$/;
/** user@domain.tld, no spaces: what a mail server accepts as an address for the temporary password. */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

function email(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(userTextMaxLength, userRuleMessages.tooLong)
    .regex(emailPattern, userRuleMessages.emailFormat);
}

/** A user's name: the add and edit forms each have their own pattern and messages (spec 000 §5). */
function userName(pattern: RegExp, messages: { required: string; characters: string }) {
  return singleLine(z.string().trim())
    .min(1, messages.required)
    .max(userTextMaxLength, userRuleMessages.tooLong)
    .regex(pattern, messages.characters);
}

/** An optional field: blank is no value (null); anything else must pass `check`. */
function optionalText(check: (value: string, ctx: z.RefinementCtx) => void) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value.length > userTextMaxLength)
        ctx.addIssue({ code: 'custom', message: userRuleMessages.tooLong });
      else if (value) check(value, ctx);
    })
    .nullish()
    .transform((value) => value || null);
}

const phone = optionalText((value, ctx) => {
  if (value.length < 7 || value.length > 12) {
    ctx.addIssue({ code: 'custom', message: userRuleMessages.phoneLength });
  } else if (!phonePattern.test(value)) {
    ctx.addIssue({ code: 'custom', message: userRuleMessages.phoneFormat });
  }
});

const address = optionalText((value, ctx) => {
  // The address rule of customers, providers and billing points (spec 000 §5: no special characters).
  if (!isPlainText(value)) ctx.addIssue({ code: 'custom', message: userRuleMessages.addressCharacters });
});

/** P passport, C cédula or RUC (spec 000 §3). */
export const identificationTypeSchema = z.enum(['C', 'P']);

/** POST /admin/usuarios/registro-usuario (spec 000 §3 'New user payload', §5 'Add user'). */
export const newUserRequestSchema = z.object({
  idEmpresa: companyRucSchema,
  identificacionUsuario: z
    .string()
    .trim()
    .min(1, userRuleMessages.identificationRequired)
    .max(userTextMaxLength, userRuleMessages.tooLong)
    .regex(identificationPattern, userRuleMessages.identificationCharacters),
  typeDocumente: identificationTypeSchema.default('C'),
  nombreUsuario: userName(newNamePattern, {
    required: userRuleMessages.newNameRequired,
    characters: userRuleMessages.newNameCharacters,
  }),
  correoPrincipalUsuario: email(userRuleMessages.newEmailRequired),
  telefonoPrincipalUsuario: phone,
  direccionUsuario: address,
});
export type NewUserRequest = z.input<typeof newUserRequestSchema>;
export type NewUser = z.output<typeof newUserRequestSchema>;

/** The states an administrator may set (spec 000 §4); PRI is the system's until the first sign-in. */
export const editableUserStates = ['ACT', 'DES', 'BLO'] as const;

/** PUT /admin/usuarios/actualizar-usuario/{id} (spec 000 §5 'Edit user'). */
export const userUpdateRequestSchema = z.object({
  nombreUsuario: userName(editNamePattern, {
    required: userRuleMessages.editNameRequired,
    characters: userRuleMessages.editNameCharacters,
  }),
  correoPrincipalUsuario: email(userRuleMessages.editEmailRequired),
  telefonoPrincipalUsuario: phone,
  direccionUsuario: address,
  estadoUsuario: z.enum(userStates, { error: userRuleMessages.stateRequired }),
});
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;
export type UserUpdate = z.output<typeof userUpdateRequestSchema>;

export const profileCodeSchema = z.enum(profiles);

/** A profile (spec 000 §3): `nombre` is its code, shown as Administrador or Interno. */
export const profileSchema = z.object({ idPerfil: profileCodeSchema, nombre: z.string() });
export type ProfileItem = z.infer<typeof profileSchema>;

/** A user of the company as the users screen shows it (spec 000 §3 'User (assignment)'). */
export const companyUserSchema = z.object({
  idAsignacionEmpresaUsuario: z.number().int(),
  usuario: z.object({ identificacionUsuario: z.string(), typeDocumente: identificationTypeSchema }),
  nombreUsuario: z.string(),
  nombreUsuarioAcceso: z.string(),
  correoPrincipalUsuario: z.string(),
  telefonoPrincipalUsuario: z.string().nullable(),
  direccionUsuario: z.string().nullable(),
  fechaRegistro: z.string(),
  estadoUsuario: z.string(),
  asignacionPerfilUsuarios: z.array(z.object({ perfil: profileSchema })),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** The screen searches from 3 characters (spec 000 §5) and lists everything below; the call takes any term. */
export const userSearchMinLength = 3;
export const userSearchQuerySchema = z.object({
  parametroBusqueda: z.string().trim().min(1, 'Ingrese al menos 1 caracter.').max(userTextMaxLength),
});

export const userAssignmentParamsSchema = z.object({
  idAsignacionEmpresaUsuario: rowIdSchema,
});

export const userProfileParamsSchema = userAssignmentParamsSchema.extend({ idPerfil: profileCodeSchema });
