import { describe, expect, it } from 'vitest';
import { countryReferenceRecordSchema, loadCountryReference } from './country-reference.ts';

const records = loadCountryReference();
const byCode = (code: string) => records.filter((record) => record.countryCode === code);
const only = (code: string) => {
  const [record, ...rest] = byCode(code);
  expect(rest).toHaveLength(0);
  if (!record) throw new Error(`no record for ${code}`);
  return record;
};

describe('country reference data', () => {
  it('holds about 250 records, all valid against the schema', () => {
    expect(records.length).toBeGreaterThanOrEqual(245);
    expect(records.length).toBeLessThanOrEqual(260);
    for (const record of records) expect(countryReferenceRecordSchema.safeParse(record).success).toBe(true);
  });

  it('repeats the British Indian Ocean Territory entry, as the source does', () => {
    const entries = byCode('IO');
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.countryNameEn === 'British Indian Ocean Territory')).toBe(true);
    // It is the only repeated code.
    const codes = records.map((record) => record.countryCode);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual(['IO']);
  });

  it('keeps the former Netherlands Antilles entry', () => {
    const antilles = only('AN');
    expect(antilles.countryNameEn).toBe('Netherlands Antilles');
    expect(antilles.currencyCode).toBe('ANG');
  });

  it("fills area codes only for Canada, with Canada's real codes, and leaves them out for a few", () => {
    const canada = only('CA');
    expect(canada.areaCodes?.length).toBeGreaterThan(40);
    expect(canada.areaCodes).toEqual(
      expect.arrayContaining(['416', '514', '604', '613', '403', '902', '867']),
    );
    // US-only codes are not Canadian.
    expect(canada.areaCodes).not.toContain('212');
    const others = records.filter((record) => record.countryCode !== 'CA');
    expect(others.every((record) => record.areaCodes === undefined || record.areaCodes.length === 0)).toBe(
      true,
    );
    const absent = records.filter((record) => !('areaCodes' in record));
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.length).toBeLessThan(10);
  });

  it('has calling codes with a space for dependent territories sharing a plan', () => {
    expect(only('AS').countryCallingCode).toBe('1 684');
    expect(only('GG').countryCallingCode).toBe('44 1481');
    expect(only('JE').countryCallingCode).toBe('44 1534');
    expect(only('IM').countryCallingCode).toBe('44 1624');
    expect(records.filter((record) => record.countryCallingCode.includes(' ')).length).toBeGreaterThan(20);
  });

  it('has the real calling codes, currencies and languages of the core markets', () => {
    const expected: [string, string, string, string][] = [
      ['CH', '41', 'CHF', 'de'],
      ['LI', '423', 'CHF', 'de'],
      ['DE', '49', 'EUR', 'de'],
      ['FR', '33', 'EUR', 'fr'],
      ['IT', '39', 'EUR', 'it'],
      ['AT', '43', 'EUR', 'de'],
      ['GB', '44', 'GBP', 'en'],
      ['US', '1', 'USD', 'en'],
      ['CA', '1', 'CAD', 'en'],
    ];
    for (const [code, callingCode, currency, language] of expected) {
      const record = only(code);
      expect([record.countryCallingCode, record.currencyCode, record.officialLanguageCode]).toEqual([
        callingCode,
        currency,
        language,
      ]);
    }
    expect(only('CH').currencyNameEn).toBe('Swiss Franc');
    expect(only('CH').flag).toBe('🇨🇭');
    expect(only('CH').tinType).toBe('AHV-Nr.');
    expect(only('DE').tinType).toBe('Steuer-ID');
    expect(only('FR').tinType).toBe('NIF');
    expect(only('IT').tinType).toBe('Codice fiscale');
    expect(only('US').tinType).toBe('SSN');
  });

  it('derives every flag from the country code and uses the listed regions', () => {
    for (const record of records) {
      const letters = [...record.flag].map((char) =>
        String.fromCharCode((char.codePointAt(0) ?? 0) - 0x1f1a5),
      );
      expect(letters.join('')).toBe(record.countryCode);
    }
    const regions = new Set(records.map((record) => record.region));
    for (const region of ['Europe', 'Asia & Pacific', 'Africa', 'Arab States', 'South/Latin America']) {
      expect(regions).toContain(region);
    }
    expect(regions).toContain('North America');
    expect(regions).toContain('Unknown');
  });

  it('rejects a malformed record', () => {
    const [first] = records;
    expect(countryReferenceRecordSchema.safeParse({ ...first, countryCallingCode: '+41' }).success).toBe(
      false,
    );
    expect(countryReferenceRecordSchema.safeParse({ ...first, countryCode: 'che' }).success).toBe(false);
    expect(countryReferenceRecordSchema.safeParse({ ...first, extra: 1 }).success).toBe(false);
  });
});
