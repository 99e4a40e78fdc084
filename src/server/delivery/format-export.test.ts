import { describe, expect, it } from 'vitest';
import { formatExport, toCsv, toCsvCell } from './format-export.ts';
import type { ExportedSubmission } from './inbox-queries.ts';

const item = (payload: Record<string, unknown>, meta: Record<string, unknown> = {}): ExportedSubmission => ({
  id: 'id-1',
  reference: 'VEL-1',
  formType: 'contact',
  createdAt: new Date('2026-11-21T10:00:00Z'),
  status: 'delivered',
  attempts: 1,
  deliveredTo: 'inbox',
  outboxId: 1,
  payload,
  meta,
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(toCsvCell('plain')).toBe('plain');
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });

  it('defuses spreadsheet formulas a visitor could type', () => {
    expect(toCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(toCsvCell('+41 79')).toBe("'+41 79");
    expect(toCsvCell('@cmd')).toBe("'@cmd");
  });

  it('has one column per payload field across all rows, then the page meta', () => {
    const csv = formatExport(
      [
        item({ firstname: 'Anna', phoneCode: { alphaCode: 'CH', code: '41' } }, { language: 'de' }),
        item({ firstname: 'Luca', message: 'Hello, bank' }),
      ],
      'csv',
    );
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'id,reference,form_type,created_at,status,delivered_to,firstname,phoneCode,message,meta.language',
    );
    expect(first).toBe(
      'id-1,VEL-1,contact,2026-11-21T10:00:00.000Z,delivered,inbox,Anna,"{""alphaCode"":""CH"",""code"":""41""}",,de',
    );
    expect(second).toBe('id-1,VEL-1,contact,2026-11-21T10:00:00.000Z,delivered,inbox,Luca,,"Hello, bank",');
  });

  it('exports JSON as stored', () => {
    expect(JSON.parse(formatExport([item({ firstname: 'Anna' })], 'json'))).toEqual([
      {
        id: 'id-1',
        reference: 'VEL-1',
        formType: 'contact',
        createdAt: '2026-11-21T10:00:00.000Z',
        status: 'delivered',
        deliveredTo: 'inbox',
        payload: { firstname: 'Anna' },
        meta: {},
      },
    ]);
  });
});
