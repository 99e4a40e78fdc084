import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { insertAppointment, listBlockedIntervals } from './appointment-store.ts';
import { cancelBooking, createCancelHandler, type CancelRequest } from './cancel-booking.ts';
import { createCancelLink, loadCancelKey, signCancel, verifyCancel } from './cancel-token.ts';

const now = Date.parse('2026-11-21T10:00:00Z');
const start = new Date('2026-11-25T08:00:00Z');
const end = new Date('2026-11-25T08:30:00Z');

async function addAppointment(db: Db, staffId = 's1'): Promise<string> {
  const id = randomUUID();
  await insertAppointment(
    db,
    {
      id,
      submissionId: undefined,
      businessId: 'b',
      serviceId: 'svc',
      serviceName: 'Call',
      staffId,
      start,
      end,
      preBufferMs: 0,
      postBufferMs: 900_000,
      customer: undefined,
    },
    { status: 'confirmed', provider: 'builtin' },
  );
  return id;
}

function request(method: string, body: string, contentType: string, query = ''): CancelRequest {
  return { method, query, contentType, body };
}

describe('cancel link signature', () => {
  it('verifies its own signature only, for that id only', () => {
    const id = randomUUID();
    const sig = signCancel('k'.repeat(32), id);
    expect(verifyCancel('k'.repeat(32), { id, sig })).toBe(true);
    expect(verifyCancel('x'.repeat(32), { id, sig })).toBe(false);
    expect(verifyCancel('k'.repeat(32), { id: randomUUID(), sig })).toBe(false);
    expect(verifyCancel('k'.repeat(32), { id: 'not-an-id', sig })).toBe(false);
    expect(verifyCancel('k'.repeat(32), { id, sig: `${sig}x` })).toBe(false);
    const link = new URL(createCancelLink('https://www.velora.ch', 'k'.repeat(32), id, 'fr'));
    expect(link.pathname).toBe('/api/booking/cancel');
    expect(Object.fromEntries(link.searchParams)).toEqual({ id, sig, lang: 'fr' });
  });
});

describe.each(testDatabases())('cancelling a booking on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('keeps one generated key in the database unless BOOKING_CANCEL_KEY is set', async () => {
    const first = await loadCancelKey(db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(await loadCancelKey(db, undefined)).toBe(first);
    expect(await loadCancelKey(db, 'c'.repeat(40))).toBe('c'.repeat(40));
  });

  it('frees the slot, is idempotent, refuses bad links and started appointments', async () => {
    const key = await loadCancelKey(db, undefined);
    const id = await addAppointment(db);
    const sig = signCancel(key, id);
    expect(await cancelBooking(db, key, { id, sig: signCancel('x'.repeat(32), id) }, now)).toBe('invalid');
    expect(await cancelBooking(db, key, { id: randomUUID(), sig }, now)).toBe('invalid');
    expect(await cancelBooking(db, key, { id, sig }, start.getTime())).toBe('expired');
    expect(await cancelBooking(db, key, { id, sig }, now)).toBe('cancelled');
    expect(await cancelBooking(db, key, { id, sig }, now)).toBe('cancelled');
    expect((await listBlockedIntervals(db, ['s1'], start, end)).get('s1')).toBeUndefined();
    // The exclusion constraint no longer blocks the slot.
    await expect(addAppointment(db)).resolves.toBeDefined();
  });

  it('GET answers a page with a form and changes nothing; the form POST cancels; JSON works too', async () => {
    const key = await loadCancelKey(db, undefined);
    const handle = createCancelHandler({ db, getKey: async () => key, now: () => now });
    const id = await addAppointment(db, 's2');
    const sig = signCancel(key, id);
    const query = `id=${id}&sig=${sig}&lang=de`;
    const page = await handle(request('GET', '', '', query), 'r1');
    expect(page.status).toBe(200);
    expect(page.headers['Content-Security-Policy']).toContain("form-action 'self'");
    expect(page.headers['Referrer-Policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain(`name="id" value="${id}"`);
    expect((await listBlockedIntervals(db, ['s2'], start, end)).get('s2')).toHaveLength(1);

    const hostile = await handle(request('GET', '', '', 'id=%22%3E%3Cscript%3E&sig=x'), 'r2');
    expect(hostile.body).not.toContain('<script>');

    const posted = await handle(request('POST', query, 'application/x-www-form-urlencoded'), 'r3');
    expect(posted.status).toBe(200);
    expect(posted.body).toContain('Ihr Termin ist abgesagt.');
    expect((await listBlockedIntervals(db, ['s2'], start, end)).get('s2')).toBeUndefined();

    const json = await handle(request('POST', JSON.stringify({ id, sig }), 'application/json'), 'r4');
    expect([json.status, JSON.parse(json.body)]).toEqual([200, { value: { status: 'cancelled' } }]);
    const bad = await handle(
      request('POST', JSON.stringify({ id, sig: 'A'.repeat(43) }), 'application/json'),
      'r5',
    );
    expect([bad.status, JSON.parse(bad.body).errorName]).toEqual([404, 'InvalidCancelLinkError']);
  });
});
