import type { MailMessage } from '../../adapters/mail/mailer.ts';

export function buildRecoveryMail(input: {
  to: string;
  fullName: string;
  accessName: string;
  temporaryPassword: string;
  loginUrl: string;
}): MailMessage {
  const text = [
    `Estimado(a) ${input.fullName}:`,
    '',
    'Se ha restablecido su contraseña de Facturar. Sus datos de ingreso son:',
    '',
    `Usuario: ${input.accessName}`,
    `Contraseña temporal: ${input.temporaryPassword}`,
    '',
    `Ingrese en ${input.loginUrl} ; el sistema le pedirá cambiar la contraseña temporal en su primer ingreso.`,
    '',
    'Si usted no solicitó este cambio, comuníquese con el administrador de su empresa.',
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to: input.to, subject: 'Facturar: restablecimiento de contraseña', text };
}
