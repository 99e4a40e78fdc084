import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from './duration.ts';
import { groupSlotsByDate } from './group-slots.ts';
import { generateTimeSlots } from './slots.ts';
import { toUtcDate } from './to-utc-date.ts';
import type { AvailabilityItem, AvailabilityStatus, SchedulingPolicy, StaffAvailability } from './types.ts';

const minute = 60_000;
const statuses: AvailabilityStatus[] = [
  'available',
  'busy',
  'slotsAvailable',
  'outOfOffice',
  'unknownFutureValue',
];
// Friday before each 2026 daylight-saving change in Zurich, and an ordinary week.
const bases = ['2026-03-27T00:00:00Z', '2026-10-23T00:00:00Z', '2026-11-21T00:00:00Z'].map(Date.parse);
const zurichWall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const zurichDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', dateStyle: 'short' });

/** Writes an instant the way Graph does: local wall time plus the zone it is read in. */
function toGraph(instant: number, timeZone: string) {
  const dateTime =
    timeZone === 'UTC'
      ? new Date(instant).toISOString().slice(0, 19)
      : zurichWall.format(new Date(instant)).replace(' ', 'T');
  return { dateTime, timeZone };
}

const itemArbitrary = (base: number) =>
  fc
    .record({
      offset: fc.integer({ min: 0, max: 4 * 24 * 12 }).map((steps) => steps * 5 * minute),
      length: fc.integer({ min: 0, max: 12 * 12 }).map((steps) => steps * 5 * minute),
      status: fc.constantFrom(...statuses),
      timeZone: fc.constantFrom('UTC', 'Europe/Zurich', 'W. Europe Standard Time'),
    })
    .map(({ offset, length, status, timeZone }): AvailabilityItem => ({
      status,
      startDateTime: toGraph(base + offset, timeZone),
      endDateTime: toGraph(base + offset + length, timeZone),
    }));

const scenario = fc.constantFrom(...bases).chain((base) =>
  fc.record({
    availability: fc.array(
      fc.record({
        staffId: fc.constantFrom('a', 'b', 'c', 'd'),
        availabilityItems: fc.array(itemArbitrary(base), { maxLength: 4 }),
      }),
      { maxLength: 4 },
    ),
    policy: fc.record({
      timeSlotInterval: fc.constantFrom(undefined, 'PT0S', 'PT5M', 'PT15M', 'PT20M', 'PT30M', 'PT1H'),
      minimumLeadTime: fc.constantFrom('PT0S', 'PT1H', 'PT24H'),
      preBuffer: fc.constantFrom('PT0S', 'PT5M', 'PT10M'),
      postBuffer: fc.constantFrom('PT0S', 'PT15M'),
      defaultDuration: fc.constantFrom('PT15M', 'PT30M', 'PT1H'),
      maximumAdvance: fc.constantFrom(undefined, 'P2D', 'P30D'),
    }) satisfies fc.Arbitrary<SchedulingPolicy>,
    now: fc.integer({ min: -24 * 60, max: 3 * 24 * 60 }).map((minutes) => new Date(base + minutes * minute)),
    serviceDuration: fc.option(
      fc.constantFrom(15, 30, 45, 90).map((minutes) => minutes * minute),
      { nil: undefined },
    ),
  }),
);

type Scenario = {
  availability: StaffAvailability[];
  policy: SchedulingPolicy;
  now: Date;
  serviceDuration?: number | undefined;
};

/** Everything the policy derives, computed independently of the implementation. */
function derive({ policy, now, serviceDuration }: Scenario) {
  const duration = serviceDuration ?? parseIsoDuration(policy.defaultDuration);
  const interval =
    policy.timeSlotInterval && parseIsoDuration(policy.timeSlotInterval) > 0
      ? parseIsoDuration(policy.timeSlotInterval)
      : duration;
  return {
    duration,
    interval,
    preBuffer: parseIsoDuration(policy.preBuffer),
    postBuffer: parseIsoDuration(policy.postBuffer),
    earliest: now.getTime() + parseIsoDuration(policy.minimumLeadTime),
    latest: policy.maximumAdvance ? now.getTime() + parseIsoDuration(policy.maximumAdvance) : Infinity,
  };
}
const bounds = (item: AvailabilityItem) => ({
  start: toUtcDate(item.startDateTime.dateTime, item.startDateTime.timeZone).getTime(),
  end: toUtcDate(item.endDateTime.dateTime, item.endDateTime.timeZone).getTime(),
});
const pairsOf = (slots: { time: string; staffIds: string[] }[]) =>
  slots.flatMap((slot) => slot.staffIds.map((staffId) => `${slot.time} ${staffId}`)).sort();

describe('generateTimeSlots properties', () => {
  it("puts every slot of every staff id inside one of that staff member's available items, buffers included", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { duration, preBuffer, postBuffer } = derive(input);
        for (const slot of generateTimeSlots(input)) {
          const time = Date.parse(slot.time);
          for (const staffId of slot.staffIds) {
            const covering = input.availability
              .filter((staff) => staff.staffId === staffId)
              .flatMap((staff) => staff.availabilityItems)
              .filter((item) => item.status === 'available')
              .map(bounds)
              .some(({ start, end }) => time >= start + preBuffer && time + duration + postBuffer <= end);
            expect(covering, `${staffId} at ${slot.time}`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('offers nothing before now + minimum lead time, nor after now + maximum advance', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { earliest, latest } = derive(input);
        for (const slot of generateTimeSlots(input)) {
          expect(Date.parse(slot.time)).toBeGreaterThanOrEqual(earliest);
          expect(Date.parse(slot.time)).toBeLessThanOrEqual(latest);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sorts strictly by time, one slot per instant, staff ids non-empty, unique and sorted', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const slots = generateTimeSlots(input);
        const times = slots.map((slot) => Date.parse(slot.time));
        times.forEach(
          (time, index) => index > 0 && expect(time).toBeGreaterThan(times[index - 1] ?? -Infinity),
        );
        for (const slot of slots) {
          expect(slot.time).toBe(new Date(slot.time).toISOString());
          expect(slot.staffIds.length).toBeGreaterThan(0);
          expect(slot.staffIds).toEqual([...new Set(slot.staffIds)].sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('offers exactly the grid starts that fit: item start + preBuffer + k × interval', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { duration, interval, preBuffer, postBuffer, earliest, latest } = derive(input);
        const expected = new Set<string>();
        for (const { staffId, availabilityItems } of input.availability) {
          for (const item of availabilityItems.filter((candidate) => candidate.status === 'available')) {
            const { start, end } = bounds(item);
            for (let time = start + preBuffer; time + duration + postBuffer <= end; time += interval) {
              if (time >= earliest && time <= latest)
                expected.add(`${new Date(time).toISOString()} ${staffId}`);
            }
          }
        }
        expect(pairsOf(generateTimeSlots(input))).toEqual([...expected].sort());
      }),
      { numRuns: 300 },
    );
  });

  it("merges: the result for all staff is the union of each staff member's own result; busy items change nothing", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const together = pairsOf(generateTimeSlots(input));
        const apart = input.availability.flatMap((staff) =>
          pairsOf(generateTimeSlots({ ...input, availability: [staff] })),
        );
        expect(together).toEqual([...new Set(apart)].sort());
        const onlyAvailable = input.availability.map((staff) => ({
          ...staff,
          availabilityItems: staff.availabilityItems.filter((item) => item.status === 'available'),
        }));
        expect(generateTimeSlots({ ...input, availability: onlyAvailable })).toEqual(
          generateTimeSlots(input),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('groups every slot under its own Zurich calendar date', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const slots = generateTimeSlots(input);
        const grouped = groupSlotsByDate(slots);
        expect([...grouped.values()].flat()).toEqual(slots);
        for (const [date, list] of grouped) {
          for (const slot of list) expect(zurichDate.format(new Date(slot.time))).toBe(date);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('toUtcDate properties', () => {
  it('reads back any 2026 instant from its Zurich wall time (the earlier one in the October overlap)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 24 * 60 - 1 }), (minutes) => {
        const instant = start + minutes * minute;
        const wall = toGraph(instant, 'Europe/Zurich');
        const read = toUtcDate(wall.dateTime, wall.timeZone).getTime();
        expect(toGraph(read, 'Europe/Zurich').dateTime).toBe(wall.dateTime);
        // Only the second 02:xx of 25 October (00:00 to 01:00 UTC is CEST, 01:00 to 02:00 UTC CET) reads earlier.
        const repeated =
          instant >= Date.parse('2026-10-25T01:00:00Z') && instant < Date.parse('2026-10-25T02:00:00Z');
        expect(read).toBe(repeated ? instant - 60 * minute : instant);
      }),
      { numRuns: 2000 },
    );
  });
});
