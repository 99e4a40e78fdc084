import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { runInboxCommand } from './inbox-commands.ts';
import {
  createMemoryLogger,
  insertTestSubmission,
  makeContactPayload,
  makeTestDeliveryConfig,
  readOutbox,
} from '../../../test/support/test-submissions.ts';
import { startDeliveryWorker } from './worker.ts';

describe.each(testDatabases())('inbox commands on $kind', ({ open }) => {
  let db: Db;
  let out: string;
  let err: string;
  const files = new Map<string, string>();
  const run = (...args: string[]) =>
    runInboxCommand(args, {
      // The CLI closes the database after each command; hand it a handle whose close does nothing.
      openDb: async () => ({ ...db, close: async () => undefined }),
      write: (text) => {
        out += text;
      },
      writeError: (text) => {
        err += text;
      },
      writeFile: async (file, text) => {
        files.set(file, text);
      },
    });

  let delivered: { id: string; reference: string; outboxId: number };
  let dead: { id: string; reference: string; outboxId: number };

  beforeAll(async () => {
    db = await open();
    delivered = await insertTestSubmission(db, { payload: makeContactPayload({ firstname: 'Anna' }) });
    await insertTestSubmission(db, {
      formType: 'complaint',
      payload: { firstName: 'Luca', message: 'Twice, "charged"' },
    });
    const worker = startDeliveryWorker({
      db,
      config: { retentionDays: {} },
      logger: createMemoryLogger(),
      deliveryConfig: makeTestDeliveryConfig(),
    });
    await worker.drain();
    await worker.stop();
    dead = await insertTestSubmission(db, {
      formType: 'report',
      payload: makeContactPayload({ firstname: 'Mia' }),
    });
    await db.query(
      `update outbox set status = 'dead', attempts = 12, last_error = 'hubspot answered 400: Invalid email address' where id = $1`,
      [dead.outboxId],
    );
  });
  afterAll(() => db.close());
  beforeEach(() => {
    out = '';
    err = '';
  });

  it('lists submissions newest first, filtered by form and status', async () => {
    expect(await run('list')).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^REFERENCE\s+FORM\s+RECEIVED\s+STATUS\s+ATTEMPTS\s+SINK\s+ID$/);
    expect(out).toContain(delivered.reference);
    out = '';
    await run('list', '--form', 'complaint');
    expect(out).toContain('complaint');
    expect(out).not.toContain(delivered.reference);
    out = '';
    await run('list', '--status', 'dead', '--limit', '5');
    expect(out).toContain(dead.reference);
    expect(out).not.toContain(delivered.reference);
  });

  it('shows one submission by reference or id, with its fields and attempts', async () => {
    expect(await run('show', delivered.reference.toLowerCase())).toBe(0);
    expect(out).toContain('firstname: Anna');
    expect(out).toMatch(/Delivery\s+delivered to inbox, 1 attempt/);
    expect(out).toMatch(/#1 .* inbox delivered/);
    out = '';
    await run('show', delivered.id);
    expect(out).toContain(delivered.reference);
  });

  it('exports CSV and JSON to a file or stdout', async () => {
    expect(await run('export', '--format', 'csv', '--form', 'complaint', '--out', 'complaints.csv')).toBe(0);
    const csv = files.get('complaints.csv') ?? '';
    const header = csv.split('\r\n')[0]?.split(',') ?? [];
    expect(header.slice(0, 6)).toEqual([
      'id',
      'reference',
      'form_type',
      'created_at',
      'status',
      'delivered_to',
    ]);
    expect(header.slice(6).sort()).toEqual([
      'firstName',
      'message',
      'meta.language',
      'meta.location',
      'meta.title',
    ]);
    expect(csv).toContain('"Twice, ""charged"""');
    await run('export', '--format', 'json');
    expect(JSON.parse(out)).toHaveLength(3);
  });

  it('lists dead letters with their reason and replays one', async () => {
    await run('dead');
    expect(out).toContain(String(dead.outboxId));
    expect(out).toContain('hubspot answered 400: Invalid email address');
    out = '';
    expect(await run('replay', String(dead.outboxId))).toBe(0);
    expect(out).toContain(`Requeued outbox entry ${dead.outboxId}`);
    expect(await readOutbox(db, dead.outboxId)).toMatchObject({ status: 'pending', attempts: 0 });
    out = '';
    await run('dead');
    expect(out).toBe('No dead letters.\n');
  });

  it('refuses to replay what is not a dead letter, and unknown targets', async () => {
    expect(await run('replay', delivered.reference)).toBe(2);
    expect(err).toMatch(/is delivered, not a dead letter/);
    expect(await run('replay', '999999')).toBe(2);
    expect(err).toMatch(/nothing found for "999999"/);
  });

  it.each([
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['list', '--colour', 'red'], /list: Unknown option '--colour'/],
    [['list', '--status', 'lost'], /--status must be one of pending, delivering, delivered, dead/],
    [['list', '--form', 'newsletter'], /--form: unknown form type "newsletter"/],
    [['list', '--limit', '0'], /--limit must be a whole number/],
    [['export'], /export needs --format csv or --format json/],
    [['show'], /expected exactly one id or reference/],
    [['show', 'VEL-NOPE'], /no submission with id or reference "VEL-NOPE"/],
  ])('explains the mistake in %j and exits 2', async (args, message) => {
    expect(await run(...args)).toBe(2);
    expect(err).toMatch(message);
  });

  it('prints help', async () => {
    expect(await run('help')).toBe(0);
    expect(out).toContain('Usage: npm run inbox -- <command>');
  });

  it('prints what a visitor typed with its control characters escaped, never raw', async () => {
    // A forged name: a line that pretends to be another field, an ANSI colour and a bidi override.
    const forged = await insertTestSubmission(db, {
      formType: 'report',
      payload: makeContactPayload({
        firstname: 'Eve\r\nReference   VEL-FAKE\u001b[31m',
        lastname: 'evil\u202Egnp.exe',
      }),
    });
    expect(await run('show', forged.reference)).toBe(0);
    expect(out).toContain('firstname: Eve\\r\\nReference   VEL-FAKE\\u001b[31m');
    expect(out).toContain('lastname: evil\\u202egnp.exe');
    // eslint-disable-next-line no-control-regex -- the point is that none is printed raw
    expect(out).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(out.split('\n').filter((line) => line.includes('VEL-FAKE'))).toHaveLength(1);
  });
});
