import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { makeTemporaryPassword } from '../auth/index.ts';
import { findCompanyName } from './users-repository.ts';

/** How long a new user's temporary password works; after it, 'Olvidó su Contraseña?' mails another. */
export const welcomePasswordValidDays = 7;

export function buildWelcomeMail(input: {
  to: string;
  fullName: string;
  companyName: string;
  accessName: string;
  temporaryPassword: string;
  loginUrl: string;
}): MailMessage {
  const text = [
    `Estimado(a) ${input.fullName}:`,
    '',
    `${input.companyName} le registró como usuario de Facturar, su sistema de facturación electrónica. Para ingresar use:`,
    '',
    `Usuario: ${input.accessName}`,
    `Contraseña temporal: ${input.temporaryPassword}`,
    '',
    `Ingrese en ${input.loginUrl} ; el sistema le pedirá cambiar la contraseña temporal en su primer ingreso.`,
    `La contraseña temporal sirve una sola vez y vence en ${welcomePasswordValidDays} días. Si vence, use 'Olvidó su Contraseña?' en la pantalla de ingreso para recibir otra.`,
    '',
    'Si usted no esperaba este correo, comuníquese con el administrador de su empresa.',
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to: input.to, subject: 'Facturar: su usuario de facturación electrónica', text };
}

export type WelcomeMailJob = { recoveryId: string };

/** The new user's temporary password, made and mailed by a worker; an SMTP outage is retried. */
export const welcomeMailQueue: QueueDefinition<WelcomeMailJob> = {
  name: 'company-user-welcome',
  payload: z.object({ recoveryId: z.string().min(1) }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
};

async function mailWelcome(ctx: AppContext, recoveryId: string): Promise<void> {
  const made = await makeTemporaryPassword(ctx, recoveryId);
  if (!made) return;
  const companyName = (await findCompanyName(ctx.db, made.login.companyRuc)) ?? made.login.companyRuc;
  await ctx.mailer.send(
    buildWelcomeMail({
      to: made.login.email,
      fullName: made.login.fullName,
      companyName,
      accessName: made.login.accessName,
      temporaryPassword: made.temporaryPassword,
      loginUrl: ctx.config.publicUrl,
    }),
  );
}

export const welcomeMailJob: AppJob<WelcomeMailJob> = {
  queue: welcomeMailQueue,
  concurrency: 2,
  handle: (ctx, job) => mailWelcome(ctx, job.recoveryId),
};
