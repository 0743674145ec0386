import { z } from 'zod';

export const userStates = ['ACT', 'PRI', 'DES', 'BLO'] as const;
export type UserState = (typeof userStates)[number];
export const profiles = ['ADM', 'INT'] as const;
export type Profile = (typeof profiles)[number];

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Ingrese todos los campos').max(300),
  password: z.string().min(1, 'Ingrese todos los campos').max(300),
  codigoSistema: z.string().max(60),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Claims of the access token (spec 000 §3). `sub` is the user-company assignment id. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  ruc: z.string(),
  state: z.string(),
  adm: z.boolean(),
  perm: z.string(),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const recoveryQuerySchema = z.object({
  nombreUsuarioAcceso: z.string().trim().min(1, 'Ingrese el usuario').max(300),
  codigoSistema: z.string().max(60),
});
export const recoveryResponseSchema = z.object({ correoPrincipalUsuario: z.string() });
