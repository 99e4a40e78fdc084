import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { DeliveryContext, DeliveryOutcome } from './types.ts';

/** An e-mail to one visitor. `reference` names the inbox copy when there is no SMTP server. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  reference: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** Sends e-mail for a sink: over SMTP, or into the local inbox folder. */
export interface Mailer {
  readonly transport: 'smtp' | 'inbox';
  send(message: EmailMessage, ctx: DeliveryContext): Promise<DeliveryOutcome>;
  close(): void;
}

/** SMTP reply codes that are our configuration's fault (authentication, relaying refused for us). */
const CONFIGURATION_CODES = new Set([530, 534, 535, 538]);
const CONFIGURATION_ERRORS = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);

/**
 * The mailer: nodemailer over `SMTP_URL` when set; otherwise each message is written to
 * `{inboxDir}/email/{reference}.json` (atomically, like the other inbox copies) for a person to
 * read and send, or dropped when the inbox folder is off. The Message-ID is derived from the
 * outbox entry, so a retried delivery is recognisable as the same message.
 */
export function createMailer(
  settings: { smtpUrl: string | undefined; from: string },
  inboxDir: string | null,
): Mailer {
  if (!settings.smtpUrl) {
    return {
      transport: 'inbox',
      async send(message) {
        if (inboxDir) await writeEmailCopy(inboxDir, settings.from, message);
        return { kind: 'delivered' };
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(settings.smtpUrl);
  return {
    transport: 'smtp',
    async send(message, ctx) {
      const sending = transporter.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${ctx.idempotencyKey}.${message.reference}@velora.ch>`,
        attachments: message.attachments,
      });
      try {
        await abortable(sending, ctx.signal);
        return { kind: 'delivered' };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** An SMTP failure as a delivery outcome: 5xx refuses the message, 4xx and network errors retry. */
export function classifySmtpError(error: unknown): DeliveryOutcome {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    responseCode?: number;
    code?: string;
    name?: string;
  };
  const code = record.code ?? record.name ?? 'smtp-error';
  const status = record.responseCode;
  // The reason names the failure only; an SMTP reply may quote the address, kept out of logs.
  const reason = `SMTP ${status ?? code}`;
  if ((status !== undefined && CONFIGURATION_CODES.has(status)) || CONFIGURATION_ERRORS.has(code))
    return { kind: 'retry', code, reason, configurationError: true, ...(status ? { status } : {}) };
  if (status !== undefined && status >= 500) return { kind: 'failed', code, reason, status };
  return { kind: 'retry', code, reason, ...(status ? { status } : {}) };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'TimeoutError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(Object.assign(new Error('SMTP send timed out'), { code: 'ETIMEDOUT' }));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function writeEmailCopy(inboxDir: string, from: string, message: EmailMessage): Promise<void> {
  const directory = join(inboxDir, 'email');
  await mkdir(directory, { recursive: true });
  const file = join(directory, `${message.reference.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
  const body = { from, ...message, writtenAt: new Date().toISOString() };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}
