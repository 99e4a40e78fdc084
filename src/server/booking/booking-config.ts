import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseIsoDuration } from '../../lib/booking/duration.ts';
import type { Language } from '../../i18n/languages.ts';
import { BookingConfigError } from './errors.ts';

/**
 * The built-in engine's configuration (`content/booking.json`, or the file BOOKING_CONFIG names):
 * the businesses offered (SPEC: four fixed ids), their services, the advisers with weekly working
 * hours in Europe/Zurich, public holidays and absences, and the scheduling policy. Validated with
 * zod; every problem is reported with its JSON path. Format: src/server/booking/README.md.
 */

const ID = /^[A-Za-z0-9@._-]{1,128}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

const id = z.string().regex(ID, 'expected an id of 1 to 128 letters, digits, @ . _ or -');
const duration = z
  .string()
  .refine(isDuration, 'expected an ISO 8601 duration of days, hours, minutes, seconds (e.g. PT30M)');
/** Text in English, optionally translated: "Text" or { "en": "Text", "de": "Text", ... }. */
const localized = z.union([
  z.string().min(1),
  z.strictObject({
    en: z.string().min(1),
    de: z.string().min(1).optional(),
    fr: z.string().min(1).optional(),
    it: z.string().min(1).optional(),
  }),
]);
const policyFields = {
  timeSlotInterval: duration.optional(),
  minimumLeadTime: duration,
  preBuffer: duration,
  postBuffer: duration,
  defaultDuration: duration.refine((value) => parseIsoDuration(value) > 0, 'must be longer than zero'),
  maximumAdvance: duration.optional(),
};
const policyOverride = z.strictObject(policyFields).partial();
const dayRanges = z
  .array(z.string().regex(RANGE, 'expected "HH:mm-HH:mm", e.g. "08:30-12:00"'))
  .superRefine(checkRanges);
const moment = z.union([z.string().regex(DATE), z.string().regex(LOCAL_DATE_TIME)], {
  error: 'expected a date "YYYY-MM-DD" (whole day) or a local time "YYYY-MM-DDTHH:mm" (Europe/Zurich)',
});

const schema = z.strictObject({
  $schema: z.string().optional(),
  timeZone: z
    .literal('Europe/Zurich', { error: 'working hours are kept in "Europe/Zurich"' })
    .default('Europe/Zurich'),
  schedulingPolicy: z.strictObject(policyFields),
  holidays: z
    .array(z.strictObject({ date: z.string().regex(DATE, 'expected "YYYY-MM-DD"'), name: z.string().min(1) }))
    .default([]),
  businesses: z
    .array(
      z.strictObject({
        id,
        displayName: localized,
        schedulingPolicy: policyOverride.optional(),
        services: z
          .array(
            z.strictObject({
              id,
              displayName: localized,
              description: localized.optional(),
              /** Minutes (SPEC section 3); the policy's defaultDuration when absent. */
              defaultDuration: z.number().int().min(5).max(480).optional(),
              schedulingPolicy: policyOverride.optional(),
              staffMemberIds: z.array(id).min(1, 'a service needs at least one staff member'),
            }),
          )
          .min(1, 'a business needs at least one service'),
      }),
    )
    .min(1, 'configure at least one business'),
  staff: z
    .array(
      z.strictObject({
        id,
        /** For operators reading the file; never sent to the browser. */
        displayName: z.string().min(1),
        workingHours: z.strictObject({
          monday: dayRanges.optional(),
          tuesday: dayRanges.optional(),
          wednesday: dayRanges.optional(),
          thursday: dayRanges.optional(),
          friday: dayRanges.optional(),
          saturday: dayRanges.optional(),
          sunday: dayRanges.optional(),
        }),
        absences: z
          .array(z.strictObject({ from: moment, to: moment, reason: z.string().optional() }))
          .default([]),
      }),
    )
    .min(1, 'configure at least one staff member'),
});

export type BookingConfig = z.output<typeof schema>;
export type BookingConfigBusiness = BookingConfig['businesses'][number];
export type BookingConfigStaff = BookingConfig['staff'][number];
export type Weekday = keyof BookingConfigStaff['workingHours'];
export type LocalizedText = z.output<typeof localized>;

/** Weekday names in the order of `Date.getUTCDay()` (Sunday first). */
export const weekdayByIndex: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Validates parsed JSON; throws a `BookingConfigError` listing every problem with its path. */
export function parseBookingConfig(json: unknown, source = 'booking configuration'): BookingConfig {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new BookingConfigError(
      source,
      parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    );
  }
  const problems = findReferenceProblems(parsed.data);
  if (problems.length > 0) throw new BookingConfigError(source, problems);
  return parsed.data;
}

/** Reads and validates the configuration file at `path`. */
export async function loadBookingConfig(path: string): Promise<BookingConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unreadable';
    throw new BookingConfigError(path, [
      `cannot read the file (${code}); set BOOKING_CONFIG to the booking configuration`,
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BookingConfigError(path, [
      `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  return parseBookingConfig(json, path);
}

/** Text in `lang`, falling back to English. */
export function pickText(text: LocalizedText | undefined, lang: Language): string {
  if (text === undefined) return '';
  return typeof text === 'string' ? text : (text[lang] ?? text.en);
}

/** Ids unique, every staff id a service names configured. */
function findReferenceProblems(config: BookingConfig): string[] {
  const problems: string[] = [];
  const staffIds = new Set<string>();
  config.staff.forEach((member, index) => {
    if (staffIds.has(member.id)) problems.push(`staff.${index}.id: "${member.id}" appears twice`);
    staffIds.add(member.id);
    member.absences.forEach((absence, at) => {
      if (absence.to < absence.from) problems.push(`staff.${index}.absences.${at}: "to" is before "from"`);
    });
  });
  const businessIds = new Set<string>();
  const serviceIds = new Set<string>();
  config.businesses.forEach((business, index) => {
    if (businessIds.has(business.id)) problems.push(`businesses.${index}.id: "${business.id}" appears twice`);
    businessIds.add(business.id);
    business.services.forEach((service, at) => {
      const path = `businesses.${index}.services.${at}`;
      // Services are found by id alone when a booking arrives, so ids are unique across businesses.
      if (serviceIds.has(service.id)) problems.push(`${path}.id: "${service.id}" appears twice`);
      serviceIds.add(service.id);
      for (const staffId of service.staffMemberIds) {
        if (!staffIds.has(staffId)) problems.push(`${path}.staffMemberIds: "${staffId}" is not in "staff"`);
      }
    });
  });
  return problems;
}

function isDuration(value: string): boolean {
  try {
    parseIsoDuration(value);
    return true;
  } catch {
    return false;
  }
}

/** Ranges of one day: start before end, in order, not overlapping. */
function checkRanges(ranges: string[], ctx: z.RefinementCtx): void {
  let previousEnd = -1;
  ranges.forEach((range, index) => {
    const match = RANGE.exec(range);
    if (!match) return;
    const start = Number(match[1]) * 60 + Number(match[2]);
    const end = Number(match[3]) * 60 + Number(match[4]);
    if (end <= start || end > 24 * 60)
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `"${range}" must end after it starts, by 24:00`,
      });
    else if (start < previousEnd)
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `"${range}" overlaps or precedes the range before it`,
      });
    previousEnd = Math.max(previousEnd, end);
  });
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}
