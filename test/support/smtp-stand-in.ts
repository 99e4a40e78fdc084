/**
 * A local SMTP server for tests (the `smtp-server` package): accepts every message on a free
 * port of 127.0.0.1, without TLS or authentication, and keeps each one parsed (`mailparser`).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`SMTP stand-in: ${messages.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return messages.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
