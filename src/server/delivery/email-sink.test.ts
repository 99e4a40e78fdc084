import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpStandIn } from '../../../test/support/smtp-stand-in.ts';
import { classifySmtpError, createMailer, type EmailMessage } from './email-sink.ts';

const message: EmailMessage = {
  to: 'anna.keller@example.ch',
  subject: 'Your call',
  text: 'Hello',
  reference: 'VEL-AAAA-BBBB',
  attachments: [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
};
const ctx = () => ({ idempotencyKey: 'sub-1', signal: AbortSignal.timeout(10_000) });

describe('e-mail sink', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'velora-mail-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without SMTP_URL writes the message to DATA_DIR/inbox/email/<reference>.json', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'Velora <noreply@velora.ch>' }, dir);
    expect(mailer.transport).toBe('inbox');
    expect(await mailer.send(message, ctx())).toEqual({ kind: 'delivered' });
    const copy = JSON.parse(readFileSync(path.join(dir, 'email', 'VEL-AAAA-BBBB.json'), 'utf8'));
    expect(copy).toMatchObject({ from: 'Velora <noreply@velora.ch>', to: message.to, subject: 'Your call' });
  });

  it('with SMTP_URL sends over SMTP, with SMTP_FROM and the attachment', async () => {
    const smtp = await startSmtpStandIn();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Velora <noreply@velora.ch>' }, dir);
    try {
      expect(await mailer.send(message, ctx())).toEqual({ kind: 'delivered' });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.from?.value[0]).toMatchObject({ name: 'Velora', address: 'noreply@velora.ch' });
      expect(mail?.attachments[0]?.filename).toBe('a.ics');
      expect(mail?.messageId).toBe('<sub-1.VEL-AAAA-BBBB@velora.ch>');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('retries when the SMTP server is down, and classifies SMTP replies', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@velora.ch' }, dir);
    const outcome = await mailer.send(message, ctx());
    expect(outcome.kind).toBe('retry');
    mailer.close();
    expect(classifySmtpError({ responseCode: 550, code: 'EENVELOPE' })).toMatchObject({
      kind: 'failed',
      status: 550,
    });
    expect(classifySmtpError({ responseCode: 451, code: 'EMESSAGE' })).toMatchObject({
      kind: 'retry',
      status: 451,
    });
    expect(classifySmtpError({ responseCode: 535, code: 'EAUTH' })).toMatchObject({
      kind: 'retry',
      configurationError: true,
    });
  });
});
