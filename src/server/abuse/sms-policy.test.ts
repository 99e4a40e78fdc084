import examples from 'libphonenumber-js/examples.mobile.json' with { type: 'json' };
import { getExampleNumber, getCountries, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { loadAbuseConfig } from '../config.ts';
import { checkSmsRecipient } from './sms-policy.ts';

const countries = loadAbuseConfig({}).sms.countries;

/** The number as the SMS form sends it: dial code, space, national number. */
function asForm(e164: string, dialCode: string): string {
  return `${dialCode} ${e164.slice(1 + dialCode.length)}`;
}

describe('checkSmsRecipient', () => {
  it.each([...countries])('accepts the example mobile number of %s (libphonenumber-js metadata)', (code) => {
    const number = getExampleNumber(code as CountryCode, examples);
    expect(number).toBeDefined();
    const decision = checkSmsRecipient(asForm(number!.number, number!.countryCallingCode), countries);
    expect(decision).toEqual({ ok: true, e164: number!.number, country: code });
  });

  it.each([
    ['Swiss premium rate 0900', '41 900 123 456'],
    ['Swiss premium rate 0901', '41 901 123 456'],
    ['Swiss premium rate 0906', '41 906 123 456'],
    ['Swiss shared cost 0848', '41 848 123 456'],
    ['Swiss toll free 0800', '41 800 123 456'],
    ['Swiss fixed line (Zurich)', '41 44 123 45 67'],
    ['German fixed line (Berlin)', '49 30 1234567'],
    ['Italian fixed line (Rome)', '39 06 1234 5678'],
    ['French premium rate 089', '33 8 99 12 34 56'],
    ['Austrian fixed line (Vienna)', '43 1 23456789'],
  ])('refuses a %s number as not mobile', (_, phone) => {
    expect(checkSmsRecipient(phone, countries)).toEqual({ ok: false, code: 'sms-not-mobile' });
  });

  it.each([
    ['United States', '1 202 555 0123'],
    ['United Kingdom mobile', '44 7400 123456'],
    ['Spain mobile', '34 612 34 56 78'],
    ['Premium-rate satellite (Inmarsat)', '870 773 123 456'],
  ])('refuses a number of %s: country not allowed', (_, phone) => {
    expect(checkSmsRecipient(phone, countries)).toEqual({ ok: false, code: 'sms-country' });
  });

  it('refuses the mobile numbers of every country not listed, whatever the list', () => {
    const only = new Set(['CH']);
    for (const code of getCountries()) {
      const number = getExampleNumber(code, examples);
      if (!number || code === 'CH') continue;
      const decision = checkSmsRecipient(number.number, only);
      // Countries sharing a calling code with Switzerland do not exist; every other one is refused.
      expect(decision.ok, code).toBe(false);
    }
  });

  it('drops a national trunk zero typed after the dial code, and reads + and 00 prefixes', () => {
    for (const phone of ['41 079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', '41791234567']) {
      expect(checkSmsRecipient(phone, countries)).toEqual({ ok: true, e164: '+41791234567', country: 'CH' });
    }
  });

  it.each(['7', '41 12', '41 79 123 45 67 89 12', '', 'abc', '99 123 456 789'])(
    'refuses %j as an invalid number',
    (phone) => {
      expect(checkSmsRecipient(phone, countries)).toEqual({ ok: false, code: 'invalid-phone' });
    },
  );

  it('follows SMS_COUNTRIES', () => {
    const config = loadAbuseConfig({ SMS_COUNTRIES: 'us, ch' });
    expect(checkSmsRecipient('1 202 555 0123', config.sms.countries).ok).toBe(true);
    expect(checkSmsRecipient('49 176 12345678', config.sms.countries)).toEqual({
      ok: false,
      code: 'sms-country',
    });
    expect(() => loadAbuseConfig({ SMS_COUNTRIES: 'CH,XX' })).toThrow(/SMS_COUNTRIES/);
  });
});
