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

/** A recipient the SMTP server refused at RCPT TO: its reply code (550, 451…) and text. */
export type MailRefusal = { address: string; code: number | null; response: string };

/** What the SMTP server answered for one message: the recipients it took and those it refused. */
export type MailReceipt = {
  messageId: string;
  accepted: string[];
  refused: MailRefusal[];
  /** The server's reply to the message itself ('250 OK: queued as …'). */
  response: string;
};

export type Mailer = {
  /** Resolves when the server took at least one recipient; the receipt names those it refused. */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
};

export class MailDeliveryError extends Error {}

/**
 * The server refused every recipient. `permanent` when each refusal is final (5xx): sending the same
 * message again cannot succeed, so a job does not retry it.
 */
export class MailRefusedError extends MailDeliveryError {
  readonly refused: MailRefusal[];

  constructor(refused: MailRefusal[]) {
    super(refused.map((refusal) => `${refusal.address}: ${refusal.response}`).join('; '));
    this.refused = refused;
  }

  get permanent(): boolean {
    return this.refused.every((refusal) => refusal.code !== null && refusal.code >= 500);
  }
}

type SmtpReply = { recipient?: string; responseCode?: number; response?: string; message?: string };

function refusalsOf(errors: readonly SmtpReply[] | undefined): MailRefusal[] {
  return (errors ?? []).map((error) => ({
    address: error.recipient ?? '',
    code: error.responseCode ?? null,
    response: error.response ?? error.message ?? '',
  }));
}

function addressesOf(to: string | string[]): string[] {
  return [to].flat();
}

export type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        try {
          const info = await transport.sendMail({ from: options.from, ...message });
          return {
            messageId: info.messageId,
            accepted: info.accepted.map(String),
            refused: refusalsOf((info as { rejectedErrors?: SmtpReply[] }).rejectedErrors),
            response: info.response,
          };
        } catch (error) {
          const refused = refusalsOf((error as { rejectedErrors?: SmtpReply[] }).rejectedErrors);
          if (refused.length > 0) throw new MailRefusedError(refused);
          throw new MailDeliveryError(error instanceof Error ? error.message : String(error));
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folder is made with the first message, not before every one (a recursive mkdir is several
  // system calls), and made again if something removed it meanwhile.
  let folder: Promise<unknown> | undefined;
  const store = async (fileName: string, content: Buffer) => {
    folder ??= mkdir(options.outboxDir, { recursive: true });
    await folder;
    try {
      await writeFile(join(options.outboxDir, fileName), content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      folder = mkdir(options.outboxDir, { recursive: true });
      await folder;
      await writeFile(join(options.outboxDir, fileName), content);
    }
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = info.messageId.replace(/[^A-Za-z0-9@._-]/g, '');
      const fileName = `${stamp}-${safeId}.eml`;
      await store(fileName, info.message as Buffer);
      return {
        messageId: info.messageId,
        accepted: addressesOf(message.to),
        refused: [],
        response: `Guardado en la bandeja local (${fileName})`,
      };
    },
    close: () => transport.close(),
  };
}
