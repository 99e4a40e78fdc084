/**
 * Black-box: the real server process over HTTP (`node src/server/main.ts`), its delivery worker
 * sending the booking confirmation to a local SMTP server. On PGlite, and on PostgreSQL (a fresh
 * database) when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePaths, examplePayloads } from '../../../test/support/form-examples.ts';
import {
  appointmentBody,
  getFirstService,
  getFreeSlots,
  postSigned,
} from '../../../test/support/booking-client.ts';
import { getFreePort } from '../../../test/support/free-port.ts';
import {
  serverEnv,
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from '../../../test/support/server-process.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../../test/support/smtp-stand-in.ts';
import { openPostgresDb } from '../db/postgres-db.ts';

interface Target {
  kind: string;
  setUp(): Promise<{ env: Record<string, string>; tearDown(): Promise<void> }>;
}

const targets: Target[] = [
  {
    kind: 'pglite',
    async setUp() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-abuse-'));
      return {
        env: { DATA_DIR: dataDir },
        tearDown: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
const postgresUrl = process.env['TEST_DATABASE_URL'];
if (postgresUrl) {
  targets.push({
    kind: 'postgres',
    async setUp() {
      const name = `abuse_${Date.now().toString(36)}_${process.pid}`;
      const admin = openPostgresDb({ databaseUrl: postgresUrl, poolMax: 1 });
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'velora-abuse-'));
      return {
        env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
        async tearDown() {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  });
}

/** `20261201T080000Z` for an ISO instant. */
const icsUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

describe.each(targets)('abuse limits over HTTP on $kind', (target) => {
  let smtp: SmtpStandIn;
  let server: ServerProcess;
  let tearDown: () => Promise<void>;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    const setUp = await target.setUp();
    tearDown = setUp.tearDown;
    const port = await getFreePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServerProcess(
      serverEnv({
        ...setUp.env,
        PORT: String(port),
        RATE_LIMIT_MAX: '0',
        BOOKING_ATTEMPTS_PER_HOUR: '50',
        SMTP_URL: smtp.url,
        PUBLIC_SITE_URL: base,
      }),
    );
  }, 120_000);
  afterAll(async () => {
    if (server) await stopProcess(server);
    await smtp?.close();
    await tearDown?.();
  });

  it('eight SMS to one number from eight addresses: three pass, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await postSigned(
        `${base}${examplePaths.sms}`,
        { ...examplePayloads.sms, phone: '41 78 765 43 21' },
        { 'X-Forwarded-For': `198.51.100.${index}` },
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.json['errorName']).toBe('TooManyRequests');
        expect(answer.json['fields']).toEqual({ phone: 'sms-limit' });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('a premium-rate, a fixed-line and a +1 number: 400 with a field error on the phone', async () => {
    for (const [phone, code] of [
      ['41 900 123 456', 'sms-not-mobile'],
      ['41 906 555 555', 'sms-not-mobile'],
      ['41 44 123 45 67', 'sms-not-mobile'],
      ['1 202 555 0123', 'sms-country'],
    ]) {
      const answer = await postSigned(`${base}${examplePaths.sms}`, { ...examplePayloads.sms, phone });
      expect([phone, answer.status, answer.json['fields']]).toEqual([phone, 400, { phone: code }]);
    }
  });

  it('three bookings by one e-mail address: the third is refused', async () => {
    const service = await getFirstService(base);
    const statuses: number[] = [];
    for (const [index, lang] of ['en', 'de', 'fr'].entries()) {
      const [slot] = await getFreeSlots(base, service);
      const answer = await postSigned(
        `${base}/api/booking/book-appointment`,
        appointmentBody(service, slot!, {
          email: index === 1 ? 'Hoarder@Example.ch' : 'hoarder@example.ch',
          phone: `79 400 00 0${index}`,
          lang,
        }),
      );
      statuses.push(answer.status);
      if (answer.status === 409) {
        expect(answer.json['errorName']).toBe('BookingLimitError');
        expect(answer.json['fields']).toEqual({ email: 'booking-limit' });
      }
    }
    expect(statuses).toEqual([201, 201, 409]);
  });

  it('dates in years 0000 to 9999: a 400 field error, never a 5xx', async () => {
    const service = await getFirstService(base);
    const [slot] = await getFreeSlots(base, service);
    const body = appointmentBody(service, slot!, { email: 'dates@example.ch' });
    for (const year of ['0000', '0001', '0099', '1000', '1969', '2099', '9999']) {
      const instant = `${year}-06-15T09:00:00Z`;
      const booking = await postSigned(`${base}/api/booking/book-appointment`, {
        ...body,
        startDateTime: instant,
      });
      expect([year, booking.status]).toEqual([year, 400]);
      expect(booking.json['fields']).toEqual({ startDateTime: 'invalid-timeslot' });
      const calendar = await postSigned(`${base}/api/booking/staff-availability`, {
        serviceId: service.id,
        startDate: instant,
        endDate: `${year}-06-20T09:00:00Z`,
        staffMemberIds: service.staffMemberIds,
      });
      expect([year, calendar.status]).toEqual([year, 400]);
    }
  });

  it('the confirmation e-mail carries the .ics and a cancel link; cancelling frees the slot and the place', async () => {
    const mails = await smtp.waitFor(2);
    const english = mails.find((mail) => mail.text?.includes('Hello'));
    const german = mails.find((mail) => mail.text?.includes('Guten Tag'));
    expect(english?.to).toBeDefined();
    expect(german?.subject).toMatch(/^Ihr Gespräch mit Velora am /);
    const attachment = english!.attachments.find((file) => file.filename === 'velora-appointment.ics');
    const ics = attachment!.content.toString('utf8');
    const booked = /Reference: (VEL-[A-Z0-9-]+)/.exec(english!.text ?? '')?.[1];
    expect(booked).toBeDefined();
    const service = await getFirstService(base);
    expect(ics).toContain(`SUMMARY:Velora: ${service.displayName}`);
    const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)?.[1];
    const end = /DTEND:(\d{8}T\d{6}Z)/.exec(ics)?.[1];
    expect(start).toBeDefined();
    const startMs = Date.parse(
      start!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(icsUtc(new Date(startMs + service.defaultDuration * 60_000).toISOString())).toBe(end);

    const link = /(http:\/\/\S+\/api\/booking\/cancel\?\S+)/.exec(english!.text ?? '')?.[1];
    expect(link?.startsWith(`${base}/api/booking/cancel?id=`)).toBe(true);
    // GET shows a form and changes nothing: the person still holds two appointments.
    const page = await fetch(link!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/api/booking/cancel">');
    const [slot] = await getFreeSlots(base, service);
    const third = appointmentBody(service, slot!, { email: 'hoarder@example.ch', phone: '79 400 00 09' });
    expect((await postSigned(`${base}/api/booking/book-appointment`, third)).status).toBe(409);

    // The form's POST cancels; a second POST is the same answer (idempotent).
    const fields = new URL(link!).searchParams;
    for (let round = 0; round < 2; round += 1) {
      const cancelled = await fetch(`${base}/api/booking/cancel`, { method: 'POST', body: fields });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.text()).toContain('Your appointment is cancelled.');
    }
    // A forged signature is refused.
    const forged = await postSigned(`${base}/api/booking/cancel`, {
      id: fields.get('id'),
      sig: 'A'.repeat(43),
    });
    expect([forged.status, forged.json['errorName']]).toEqual([404, 'InvalidCancelLinkError']);

    // The slot is offered again, and the person may book again: the third booking takes it.
    const slots = await getFreeSlots(base, service);
    const freed = slots.find((candidate) => Date.parse(candidate.time) === startMs);
    expect(freed).toBeDefined();
    const again = appointmentBody(service, freed!, { email: 'hoarder@example.ch', phone: '79 400 00 09' });
    expect((await postSigned(`${base}/api/booking/book-appointment`, again)).status).toBe(201);
  }, 30_000);
});
