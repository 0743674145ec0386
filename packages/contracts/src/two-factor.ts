import { z } from 'zod';
import { tokenResponseSchema } from './auth.ts';

/** Spanish texts of the two-step verification (ADR 0024), shared by the server and the web app. */
export const twoFactorMessages = {
  missingCode: 'Ingrese el código de verificación.',
  invalidCode: 'El código de verificación no es válido.',
  challengeExpired: 'La verificación expiró. Ingrese de nuevo su usuario y contraseña.',
  wrongPassword: 'La contraseña no es correcta.',
  alreadyActive: 'La verificación en dos pasos ya está activa.',
  notActive: 'La verificación en dos pasos no está activa.',
  noEnrolment: 'Primero inicie la activación de la verificación en dos pasos.',
  requiredByProfile: 'Su perfil requiere la verificación en dos pasos; no puede desactivarla.',
  disabled: 'La verificación en dos pasos fue desactivada.',
} as const;

/** A 6-digit code of the authenticator app, or one of the recovery codes. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, twoFactorMessages.missingCode)
  .max(40, twoFactorMessages.invalidCode);

/**
 * The sign-in answer when the password was right and a second step is due: `codigo` asks for a code,
 * `inscripcion` (the profile requires the second step and the user has none yet) brings what the user
 * needs to enrol — the secret, its otpauth:// URI and that URI as an SVG QR code.
 */
export const signInChallengeSchema = z.object({
  segundoFactor: z.enum(['codigo', 'inscripcion']),
  desafio: z.string(),
  expiresIn: z.number().int(),
  secreto: z.string().optional(),
  uri: z.string().optional(),
  qrSvg: z.string().optional(),
});
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

export const loginResponseSchema = z.union([tokenResponseSchema, signInChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const secondStepRequestSchema = z.object({
  desafio: z.string().min(1).max(200),
  codigo: twoFactorCodeSchema,
});
export type SecondStepRequest = z.infer<typeof secondStepRequestSchema>;

/** The session, and after an enrolment at sign-in the recovery codes, shown this once. */
export const secondStepResponseSchema = tokenResponseSchema.extend({
  codigosRecuperacion: z.array(z.string()).optional(),
});
export type SecondStepResponse = z.infer<typeof secondStepResponseSchema>;

export const twoFactorStatusSchema = z.object({
  activo: z.boolean(),
  requerido: z.boolean(),
  codigosRestantes: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({ secreto: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmRequestSchema = z.object({ codigo: twoFactorCodeSchema });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

export const recoveryCodesSchema = z.object({ codigosRecuperacion: z.array(z.string()) });

/** 'Activar' asks for the current password, so a stolen access token alone cannot enrol a phone. */
export const twoFactorStartRequestSchema = z.object({
  clave: z.string().min(1, 'Ingrese su contraseña.').max(300),
});
export type TwoFactorStartRequest = z.infer<typeof twoFactorStartRequestSchema>;

export const twoFactorDisableRequestSchema = twoFactorStartRequestSchema.extend({
  codigo: twoFactorCodeSchema,
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
