import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../adapters/crypto/password-hasher.ts';
import { generateTemporaryPassword } from '../../adapters/crypto/random.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { findLoginByUserId, findPendingRecovery, setRecoveryPassword } from './auth-repository.ts';

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

/** The worker's part: makes the temporary password, keeps only its hash, and mails it. */
export async function mailTemporaryPassword(ctx: AppContext, recoveryId: string): Promise<void> {
  const recovery = await findPendingRecovery(ctx.db, recoveryId, ctx.now());
  if (!recovery) return;
  const login = await findLoginByUserId(ctx.db, recovery.userId);
  if (!login || login.state === 'DES') return;
  const temporaryPassword = generateTemporaryPassword();
  await setRecoveryPassword(ctx.db, recovery.id, await hashPassword(temporaryPassword));
  await ctx.mailer.send(
    buildRecoveryMail({
      to: login.email,
      fullName: login.fullName,
      accessName: login.accessName,
      temporaryPassword,
      validMinutes: ctx.config.recoveryTtlMinutes,
      loginUrl: ctx.config.publicUrl,
    }),
  );
}
