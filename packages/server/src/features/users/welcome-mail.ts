import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { makeTemporaryPassword } from '../auth/index.ts';
import { findCompanyName } from './users-repository.ts';

/** How long a new user's temporary password works; after it, 'Olvidó su Contraseña?' mails another. */
export const welcomePasswordValidDays = 7;

/** Who the new user is: one a company's administrator added, or the one who registered the company. */
export type WelcomeKind = 'user' | 'registered-company';

type WelcomeInput = {
  to: string;
  fullName: string;
  companyName: string;
  accessName: string;
  temporaryPassword: string;
  loginUrl: string;
};

function accessLines(input: WelcomeInput): string[] {
  return [
    `Usuario: ${input.accessName}`,
    `Contraseña temporal: ${input.temporaryPassword}`,
    '',
    `Ingrese en ${input.loginUrl} ; el sistema le pedirá cambiar la contraseña temporal en su primer ingreso.`,
    `La contraseña temporal sirve una sola vez y vence en ${welcomePasswordValidDays} días. Si vence, use 'Olvidó su Contraseña?' en la pantalla de ingreso para recibir otra.`,
  ];
}

/**
 * The welcome of whoever registered a company (issue 29): the company is theirs and they are its
 * administrator, so the mail says what to do before the first invoice rather than who added them.
 */
function buildRegisteredCompanyMail(input: WelcomeInput): MailMessage {
  const text = [
    'Bienvenido(a) a Facturar:',
    '',
    `La empresa ${input.companyName} quedó registrada en Facturar, su sistema de facturación electrónica, y usted es su administrador(a). Para ingresar use:`,
    '',
    ...accessLines(input),
    '',
    'Antes de emitir su primera factura, desde la página de inicio:',
    "1. Cargue el certificado de firma electrónica de la empresa ('Cargar Certificado', en el menú de usuario).",
    '2. Afilie la empresa al PAC y genere su código de seguridad QR.',
    "3. Adquiera un plan de comprobantes ('Adquirir plan') y suba su comprobante de pago.",
    '4. Registre sus clientes y productos; luego emita desde Generación de Comprobantes.',
    '',
    'Desde Administración > Usuarios puede agregar a las personas de su empresa que facturarán.',
    '',
    'Si usted no registró esta empresa, responda a este correo o comuníquese con el administrador del Sistema.',
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to: input.to, subject: `Facturar: bienvenido(a), ${input.companyName} ya está registrada`, text };
}

export function buildWelcomeMail(input: WelcomeInput, kind: WelcomeKind = 'user'): MailMessage {
  if (kind === 'registered-company') return buildRegisteredCompanyMail(input);
  const text = [
    `Estimado(a) ${input.fullName}:`,
    '',
    `${input.companyName} le registró como usuario de Facturar, su sistema de facturación electrónica. Para ingresar use:`,
    '',
    ...accessLines(input),
    '',
    'Si usted no esperaba este correo, comuníquese con el administrador de su empresa.',
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to: input.to, subject: 'Facturar: su usuario de facturación electrónica', text };
}

export type WelcomeMailJob = { recoveryId: string; kind?: WelcomeKind | undefined };

/** The new user's temporary password, made and mailed by a worker; an SMTP outage is retried. */
export const welcomeMailQueue: QueueDefinition<WelcomeMailJob> = {
  name: 'company-user-welcome',
  payload: z.object({
    recoveryId: z.string().min(1),
    kind: z.enum(['user', 'registered-company']).optional(),
  }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
};

async function mailWelcome(ctx: AppContext, recoveryId: string, kind: WelcomeKind): Promise<void> {
  const made = await makeTemporaryPassword(ctx, recoveryId);
  if (!made) return;
  const companyName = (await findCompanyName(ctx.db, made.login.companyRuc)) ?? made.login.companyRuc;
  await ctx.mailer.send(
    buildWelcomeMail(
      {
        to: made.login.email,
        fullName: made.login.fullName,
        companyName,
        accessName: made.login.accessName,
        temporaryPassword: made.temporaryPassword,
        loginUrl: ctx.config.publicUrl,
      },
      kind,
    ),
  );
}

export const welcomeMailJob: AppJob<WelcomeMailJob> = {
  queue: welcomeMailQueue,
  concurrency: 2,
  handle: (ctx, job) => mailWelcome(ctx, job.recoveryId, job.kind ?? 'user'),
};
