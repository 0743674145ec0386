import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import {
  recoveryCodesSchema,
  secondStepRequestSchema,
  secondStepResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStartRequestSchema,
  twoFactorStatusSchema,
} from '../two-factor.ts';

/** Two-step verification (ADR 0024): the sign-in's second step, and the user's own enrolment. */
export const twoFactorEndpoints = {
  /** After a sign-in answered a challenge: its code (or a recovery code) for the session. */
  verifySignIn: defineEndpoint({
    method: 'POST',
    path: '/api/login/segundo-factor',
    access: 'public',
    service: 'auth',
    body: secondStepRequestSchema,
    response: secondStepResponseSchema,
    tags: ['auth'],
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/cuenta/segundo-factor',
    access: 'session',
    service: 'auth',
    response: twoFactorStatusSchema,
    tags: ['auth'],
  }),
  /** A new secret to enrol (replacing one not yet confirmed), for the current password (ADR 0101). */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/segundo-factor/inicio',
    access: 'session',
    service: 'auth',
    body: twoFactorStartRequestSchema,
    response: twoFactorSetupSchema,
    tags: ['auth'],
  }),
  /** Confirms the enrolment with a code of the app; answers the 10 recovery codes, once. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/segundo-factor/confirmacion',
    access: 'session',
    service: 'auth',
    body: twoFactorConfirmRequestSchema,
    response: recoveryCodesSchema,
    tags: ['auth'],
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/segundo-factor/desactivacion',
    access: 'session',
    service: 'auth',
    body: twoFactorDisableRequestSchema,
    response: messageAnswerSchema,
    tags: ['auth'],
  }),
};
