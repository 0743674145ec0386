import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { makeTemporaryPassword } from './temporary-password.ts';

export function buildRecoveryMail(input: {
  to: string;
  fullName: string;
  accessName: string;
  temporaryPassword: string;
  validMinutes: number;
  loginUrl: string;
}): MailMessage {
  const text = [
    `Estimado(a) ${input.fullName}:`,
    '',
    'Recibimos una solicitud para restablecer su contraseña de Facturar. Para ingresar use:',
    '',
    `Usuario: ${input.accessName}`,
    `Contraseña temporal: ${input.temporaryPassword}`,
    '',
    `Ingrese en ${input.loginUrl} ; el sistema le pedirá cambiar la contraseña temporal en su primer ingreso.`,
    `La contraseña temporal sirve una sola vez y vence en ${input.validMinutes} minutos. Mientras no la use, su contraseña actual sigue funcionando.`,
    '',
    'Si usted no solicitó este cambio, ignore este correo y, si se repite, comuníquese con el administrador de su empresa.',
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to: input.to, subject: 'Facturar: restablecimiento de contraseña', text };
}

/** The worker's part: makes the temporary password and mails it. */
export async function mailTemporaryPassword(ctx: AppContext, recoveryId: string): Promise<void> {
  const made = await makeTemporaryPassword(ctx, recoveryId);
  if (!made) return;
  await ctx.mailer.send(
    buildRecoveryMail({
      to: made.login.email,
      fullName: made.login.fullName,
      accessName: made.login.accessName,
      temporaryPassword: made.temporaryPassword,
      validMinutes: ctx.config.recoveryTtlMinutes,
      loginUrl: ctx.config.publicUrl,
    }),
  );
}
