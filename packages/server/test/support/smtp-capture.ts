import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from './polling.ts';

export type CapturedMail = ParsedMail;

export type SmtpCapture = { url: string; messages: CapturedMail[]; close(): Promise<void> };

/** A reply the server gives at RCPT TO instead of accepting an address (550 and its text, say). */
export type SmtpRefusal = { code: number; text: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that send e-mail; `refuse`
 * names addresses it refuses at RCPT TO with the given reply, as a mail server refuses an unknown mailbox.
 */
export async function startSmtpCapture(
  options: { refuse?: Record<string, SmtpRefusal> } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.[address.address.toLowerCase()];
      if (!refusal) {
        callback();
        return;
      }
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first captured e-mail that `matches`, after the first `after` messages, waiting up to `timeoutMs`. */
function waitForCaptured(
  messages: CapturedMail[],
  what: string,
  matches: (mail: CapturedMail) => boolean,
  timeoutMs: number,
  after: number,
): Promise<CapturedMail> {
  return waitUntil(what, () => messages.slice(after).find(matches), timeoutMs, 200);
}

/**
 * The first captured e-mail addressed to `to`, waiting for it up to `timeoutMs`; with `after`, the first
 * of those captured after the first `after` messages (a mail a test's own action sent).
 */
export function waitForMail(
  messages: CapturedMail[],
  to: string,
  timeoutMs: number,
  after = 0,
): Promise<CapturedMail> {
  const addressedTo = (mail: CapturedMail) =>
    [mail.to].flat().some((address) => address?.value.some((entry) => entry.address === to));
  return waitForCaptured(messages, `an e-mail to ${to}`, addressedTo, timeoutMs, after);
}

/** As `waitForMail`, the first captured e-mail whose subject holds `subject` (a result mail, say). */
export function waitForMailAbout(
  messages: CapturedMail[],
  subject: string,
  timeoutMs: number,
  after = 0,
): Promise<CapturedMail> {
  const about = (mail: CapturedMail) => mail.subject?.includes(subject) ?? false;
  return waitForCaptured(messages, `an e-mail about ${subject}`, about, timeoutMs, after);
}
