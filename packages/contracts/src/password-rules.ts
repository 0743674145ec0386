import { z } from 'zod';
import { commonPasswordsText } from './common-passwords.ts';
import { companyRucSchema } from './endpoint.ts';

export const minPasswordLength = 8;

export const passwordRuleMessages = {
  common: 'Esta contraseña es una de las más usadas y se adivina con facilidad. Elija otra.',
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * True for one of the most common passwords (a bundled list of about 18,000, whatever the case): the ones
 * an attacker tries first, so none of them is accepted as a new password.
 */
export function isCommonPassword(value: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'));
  return commonPasswords.has(value.toLowerCase());
}

/** Password rules of spec 000 §5 and the common-password list, shared by the change-password forms and the server. */
export const passwordRules = {
  newPassword: z
    .string()
    .min(1, 'Ingrese la contraseña nueva.')
    .min(minPasswordLength, 'La contraseña debe tener al menos 8 caracteres.')
    .max(128, 'La contraseña no puede tener más de 128 caracteres.')
    .refine((value) => !/[<>]/.test(value), 'La contraseña no puede contener los caracteres < o >.')
    .refine((value) => !isCommonPassword(value), passwordRuleMessages.common),
};

/** The change-password form: current, new and confirmation, with the mismatch shown on both new fields. */
export const passwordChangeFormSchema = z
  .object({
    claveActual: z
      .string()
      .min(1, 'Ingrese la contraseña actual.')
      .refine((value) => !/[<>]/.test(value), 'La contraseña no puede contener los caracteres < o >.'),
    nuevaClave: passwordRules.newPassword,
    confirmacion: z
      .string()
      .min(1, 'Confirme la contraseña nueva.')
      .refine((value) => !/[<>]/.test(value), 'La contraseña no puede contener los caracteres < o >.'),
  })
  .superRefine((form, ctx) => {
    if (form.nuevaClave && form.confirmacion && form.nuevaClave !== form.confirmacion) {
      for (const path of ['nuevaClave', 'confirmacion']) {
        ctx.addIssue({ code: 'custom', path: [path], message: 'Las contraseñas no coinciden.' });
      }
    }
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

/** Advice only (spec 000 §5): a strong password mixes lower case, upper case and a special character. */
export function isStrongPassword(value: string): boolean {
  return /[a-z]/.test(value) && /[A-Z]/.test(value) && /[^A-Za-z0-9]/.test(value);
}

/**
 * PUT /cuenta/usuario/contrasenia (spec 000 §7). Beside the rules, not in auth.ts: the common-password list
 * then stays out of the first JavaScript the web app loads (the token claims are read there).
 */
export const passwordChangeRequestSchema = z.object({
  claveActual: z.string().min(1, 'Ingrese la contraseña actual.'),
  nuevaClave: passwordRules.newPassword,
  idAsignacionEmpresaUsuario: z.coerce.number().int().positive(),
  idEmpresa: companyRucSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
