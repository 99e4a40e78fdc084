import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { testDatabases } from '../../../test/support/test-databases.ts';
import { cancelAppointment, insertAppointment } from './appointment-store.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { BookingRequestError, SlotTakenError } from './errors.ts';
import { createTestBookingConfig } from '../../../test/support/test-booking-config.ts';
import type { NewAppointment } from './types.ts';

const config = createTestBookingConfig();
const minute = 60_000;

function appointment(
  staffId: string,
  start: string,
  minutes = 30,
  buffers = { pre: 0, post: 15 },
): NewAppointment {
  const begin = new Date(start);
  return {
    id: randomUUID(),
    submissionId: undefined,
    businessId: 'biz-a',
    serviceId: 'svc-solo',
    serviceName: 'Solo call',
    staffId,
    start: begin,
    end: new Date(begin.getTime() + minutes * minute),
    preBufferMs: buffers.pre * minute,
    postBufferMs: buffers.post * minute,
    customer: undefined,
  };
}

const items = (
  list: { status: string; startDateTime: { dateTime: string }; endDateTime: { dateTime: string } }[],
) =>
  list.map(
    (item) =>
      `${item.status} ${item.startDateTime.dateTime.slice(11, 16)}-${item.endDateTime.dateTime.slice(11, 16)}`,
  );

describe.each(testDatabases())('built-in engine on $kind', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('lists the businesses and their services with the effective policy, in the asked language', async () => {
    const provider = createBuiltinProvider({ config, db });
    expect(await provider.listBusinesses('fr')).toEqual([
      { id: 'biz-a', displayName: 'Banque' },
      { id: 'biz-b', displayName: 'Other' },
    ]);
    const services = await provider.getServices('biz-a', 'de');
    expect(services.map((service) => service.displayName)).toEqual([
      'Einzelgespräch',
      'Team call',
      'Long call',
    ]);
    expect(services[2]).toMatchObject({
      defaultDuration: 60,
      staffMemberIds: ['s2'],
      schedulingPolicy: { preBuffer: 'PT15M', postBuffer: 'PT15M', defaultDuration: 'PT60M' },
    });
    await expect(provider.getServices('nope', 'en')).rejects.toBeInstanceOf(BookingRequestError);
  });

  it('answers working hours minus appointments (with buffers), absences and holidays, in Graph shape', async () => {
    const provider = createBuiltinProvider({ config, db });
    await provider.createAppointment(appointment('s1', '2026-11-23T09:00:00Z'));
    const [s1, s2] = await provider.getStaffAvailability({
      businessId: 'biz-a',
      staffIds: ['s1', 's2'],
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-25T00:00:00Z'),
    });
    expect(s1?.staffId).toBe('s1');
    expect(items(s1!.availabilityItems)).toEqual([
      'available 08:00-09:00',
      'busy 09:00-09:45',
      'available 09:45-11:00',
      'available 12:00-16:00',
      'available 08:00-11:00',
      'available 12:00-16:00',
    ]);
    expect(s1!.availabilityItems[0]!.startDateTime).toEqual({
      dateTime: '2026-11-23T08:00:00.0000000',
      timeZone: 'UTC',
    });
    // s2 is away on Tuesday 24 November.
    expect(items(s2!.availabilityItems)).toEqual(['available 07:00-11:00', 'outOfOffice 07:00-11:00']);
    const christmas = await provider.getStaffAvailability({
      businessId: 'biz-a',
      staffIds: ['s1'],
      start: new Date('2026-12-25T00:00:00Z'),
      end: new Date('2026-12-26T00:00:00Z'),
    });
    expect(christmas[0]!.availabilityItems.every((item) => item.status === 'outOfOffice')).toBe(true);
  });

  it('refuses staff who do not work for the business', async () => {
    const provider = createBuiltinProvider({ config, db });
    await expect(
      provider.getStaffAvailability({
        businessId: 'biz-a',
        staffIds: ['s3'],
        start: new Date('2026-11-23T00:00:00Z'),
        end: new Date('2026-11-24T00:00:00Z'),
      }),
    ).rejects.toBeInstanceOf(BookingRequestError);
  });

  it('refuses overlaps, buffers included, with SlotTakenError, and frees a cancelled slot', async () => {
    const first = appointment('s1', '2026-11-30T09:00:00Z');
    await insertAppointment(db, first, { status: 'confirmed', provider: 'builtin' });
    // Identical, overlapping, and inside the post-buffer (09:30-09:45): all refused.
    for (const start of ['2026-11-30T09:00:00Z', '2026-11-30T08:45:00Z', '2026-11-30T09:40:00Z']) {
      await expect(
        insertAppointment(db, appointment('s1', start), { status: 'confirmed', provider: 'builtin' }),
      ).rejects.toBeInstanceOf(SlotTakenError);
    }
    // Right after the buffer, or another staff member at the same time: fine.
    await insertAppointment(db, appointment('s1', '2026-11-30T09:45:00Z'), {
      status: 'confirmed',
      provider: 'builtin',
    });
    await insertAppointment(db, appointment('s2', '2026-11-30T09:00:00Z'), {
      status: 'confirmed',
      provider: 'builtin',
    });
    // The same id again changes nothing (idempotent delivery).
    await insertAppointment(db, first, { status: 'confirmed', provider: 'builtin' });
    await cancelAppointment(db, first.id);
    await insertAppointment(db, appointment('s1', '2026-11-30T09:00:00Z', 30, { pre: 0, post: 0 }), {
      status: 'confirmed',
      provider: 'builtin',
    });
  });
});
