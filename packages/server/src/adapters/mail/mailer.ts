import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer | string; contentType?: string };

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Where answers go when it is not the sender (the user who wrote to support). */
  replyTo?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
};

export class MailDeliveryError extends Error {}

export type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        try {
          const info = await transport.sendMail({ from: options.from, ...message });
          return { messageId: info.messageId };
        } catch (error) {
          throw new MailDeliveryError(error instanceof Error ? error.message : String(error));
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = info.messageId.replace(/[^A-Za-z0-9@._-]/g, '');
      await writeFile(join(options.outboxDir, `${stamp}-${safeId}.eml`), info.message as Buffer);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
