import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { examplePayloads } from '../../test/support/form-examples.ts';
import { bookAppointmentPayload } from './booking.ts';
import { isMultiLineText, isSingleLineText, requiredMultiLineText, requiredText } from './fields.ts';
import { formTypes, payloadSchemas } from './payloads.ts';
import { validatePayload } from './validate.ts';

// Every character a form refuses in one line: C0, DEL, C1 and the bidirectional controls.
const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const c1 = Array.from({ length: 0x21 }, (_, index) => String.fromCharCode(0x7f + index));
const bidi = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'].concat([
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]);
const forbiddenInOneLine = [...c0, ...c1, ...bidi];
const allowedInMultiLine = new Set(['\n', '\t']);
const forbiddenInMultiLine = forbiddenInOneLine.filter(
  (char) => !allowedInMultiLine.has(char) && char !== '\r',
);

/** Text fields that are text areas in the forms: they keep line breaks and tabs. */
const multiLineFields = new Set(['message', 'answer', 'note']);

const bookingExample = {
  formId: 'velora-booking-en',
  lang: 'en',
  location: 'https://www.velora.ch/en',
  pageTitle: 'Velora',
  ms_staff_id: 'staff-1',
  serviceId: 'service-1',
  service_name: 'Advice',
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'anna.muster@example.ch',
  phoneCode: { alphaCode: 'CH', code: '41' },
  phone: '79 123 45 67',
  message: 'Hello',
  how_did_you_hear_about_us: 'A friend',
  startDateTime: '2026-12-01T09:00:00.000Z',
  endDateTime: '2026-12-01T09:30:00.000Z',
  isSwissResident: true,
  isTermsAccepted: true,
};

/** Every schema a form body meets, with a valid body. */
const cases: [name: string, schema: z.ZodType, example: Record<string, unknown>][] = [
  ...formTypes.map((type): [string, z.ZodType, Record<string, unknown>] => [
    type,
    payloadSchemas[type],
    { ...examplePayloads[type] },
  ]),
  ['book-appointment', bookAppointmentPayload, bookingExample],
];

const textFields = (example: Record<string, unknown>) =>
  Object.keys(example).filter((key) => typeof example[key] === 'string');

const insert = (text: string, char: string, at: number) =>
  text.slice(0, at % (text.length + 1)) + char + text.slice(at % (text.length + 1));

describe('strict input: every text field of every form', () => {
  it.each(cases)('%s: the example body is valid', (_name, schema, example) => {
    expect(validatePayload(schema, example)).toMatchObject({ ok: true });
  });

  it.each(cases)(
    '%s: a control or bidi character anywhere in a one-line field is refused',
    (_n, schema, example) => {
      const fields = textFields(example).filter((field) => !multiLineFields.has(field));
      expect(fields.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.constantFrom(...fields),
          fc.constantFrom(...forbiddenInOneLine),
          fc.nat(),
          (field, char, at) => {
            const body = { ...example, [field]: insert(String(example[field]), char, at) };
            const outcome = validatePayload(schema, body);
            return !outcome.ok && outcome.fields[field] !== undefined;
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it.each(cases.filter(([, , example]) => Object.keys(example).some((key) => multiLineFields.has(key))))(
    '%s: a text area keeps line breaks and tabs and refuses every other control',
    (_name, schema, example) => {
      const field = Object.keys(example).find((key) => multiLineFields.has(key))!;
      const withBreaks = { ...example, [field]: 'Line one\nLine two\r\n\tindented' };
      expect(validatePayload(schema, withBreaks)).toMatchObject({ ok: true });
      fc.assert(
        fc.property(fc.constantFrom(...forbiddenInMultiLine, '\r'), fc.nat(), (char, at) => {
          const body = {
            ...example,
            [field]: insert('Line one\nLine two', char === '\r' ? '\rx' : char, at),
          };
          const outcome = validatePayload(schema, body);
          return !outcome.ok && outcome.fields[field] === 'invalid-characters';
        }),
        { numRuns: 200 },
      );
    },
  );

  it('names the problem with its own code, before length or emptiness', () => {
    expect(validatePayload(requiredText(32), 'Anna\u202Eevil').ok).toBe(false);
    expect(requiredText(32).safeParse('Anna\n').error?.issues[0]?.message).toBe('invalid-characters');
    expect(requiredText(3).safeParse('\u202E'.repeat(10)).error?.issues[0]?.message).toBe(
      'invalid-characters',
    );
    expect(requiredMultiLineText(100).safeParse('Hi\u2066there').error?.issues[0]?.message).toBe(
      'invalid-characters',
    );
    expect(requiredMultiLineText(100).safeParse(' Hi\r\nthere\t ').data).toBe('Hi\r\nthere');
  });

  it('agrees with the character predicates on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 32 }), (value) => {
        const hasForbidden = [...value].some((char) => forbiddenInOneLine.includes(char));
        if (hasForbidden) expect(isSingleLineText(value)).toBe(false);
        if (isMultiLineText(value))
          expect([...value].every((char) => !forbiddenInMultiLine.includes(char))).toBe(true);
      }),
    );
  });
});
