import { assistanceMessages, type AssistanceRequest, SystemCode } from '@facturar/contracts';
import { toSingleLine } from '@facturar/domain';
import sanitizeHtml from 'sanitize-html';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { findWriter } from './assistance-repository.ts';

/** What the editor produces and support may read: formatting and links, never scripts, styles or images. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h2',
    'h3',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * 'Asistencia': the message, sanitised, goes by e-mail to the support address (SUPPORT_EMAIL) with the
 * company and the user attached, answerable to the address the user gave.
 */
export async function sendAssistance(
  ctx: AppContext,
  auth: AuthContext,
  request: AssistanceRequest,
): Promise<{ mensaje: string }> {
  const html = sanitizeHtml(request.mensaje, allowed);
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  if (text === '')
    throw new AppError('validation', assistanceMessages.messageRequired, {
      mensajeSistema: SystemCode.SIN_MENSAJE,
    });
  const writer = await findWriter(ctx.db, auth.assignmentId);
  if (!writer) throw new AppError('not_found', messages.notFound);
  // Names stored before they refused control characters (ADR 0103) still write one line each.
  const company = toSingleLine(writer.businessName);
  const about = [
    `Empresa: ${company} (RUC ${writer.ruc}, DV ${writer.dv})`,
    `Usuario: ${toSingleLine(writer.fullName)} <${writer.accessName}>, perfil ${writer.profile}`,
    `Responder a: ${request.de}`,
  ];
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: request.de,
      subject: `Asistencia: ${company} (${writer.ruc})`,
      text: [...about, '', text].join('\n'),
      html: `<p>${about.map(escapeHtml).join('<br>')}</p><hr>${html}`,
    });
  } catch {
    throw new AppError('unavailable', assistanceMessages.sendFailed, {
      mensajeSistema: SystemCode.CORREO_NO_ENVIADO,
    });
  }
  return { mensaje: assistanceMessages.sent };
}
