import type { MailAttachment } from '../../adapters/mail/mailer.ts';
import type { AppContext } from '../../app-context.ts';
import { findAssignmentEmail } from './users-repository.ts';

/** A background job's result as mailed: the subject, the lines after the greeting, and any files. */
export type JobResultMail = {
  subject: string;
  body: readonly string[];
  /** Made only when someone will receive them (a result workbook costs a write). */
  attachments?: () => Promise<MailAttachment[]>;
};

/**
 * Mails a file job's result (a bulk upload, a report) to the user who asked for it, greeted by name. Nothing
 * is sent when the user behind the assignment is gone: the job's outcome stays where its screen shows it.
 */
export async function mailJobResult(
  ctx: AppContext,
  assignmentId: number,
  mail: JobResultMail,
): Promise<void> {
  const recipient = await findAssignmentEmail(ctx.db, assignmentId);
  if (!recipient) return;
  const attachments = mail.attachments ? await mail.attachments() : [];
  await ctx.mailer.send({
    to: recipient.email,
    subject: mail.subject,
    text: [`Estimado(a) ${recipient.full_name}:`, '', ...mail.body].join('\n'),
    ...(attachments.length > 0 ? { attachments } : {}),
  });
}
