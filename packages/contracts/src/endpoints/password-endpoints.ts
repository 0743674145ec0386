import { defineEndpoint, messageAnswerSchema } from '../endpoint.ts';
import { passwordChangeRequestSchema } from '../password-rules.ts';

/**
 * The password change (spec 000 §5, §7). A group of its own: its body carries the common-password list,
 * which only the screens that change a password load, not the first JavaScript of the web app.
 */
export const passwordEndpoints = {
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/cuenta/usuario/contrasenia',
    access: 'session',
    service: 'auth',
    body: passwordChangeRequestSchema,
    response: messageAnswerSchema,
    tags: ['auth'],
  }),
};
