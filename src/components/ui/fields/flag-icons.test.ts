import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPhoneCountries } from '../../../lib/countries/phone-country-list.ts';

describe('flags of the phone country list', () => {
  it('exist as SVG for every country: drawn in public/flags, else from country-flag-icons', () => {
    const missing = getPhoneCountries({ scope: 'all', lang: 'en' }).filter(
      (country) =>
        !existsSync(join('public', country.iconPath)) &&
        !existsSync(join('node_modules/country-flag-icons/3x2', `${country.code}.svg`)),
    );
    expect(missing.map((country) => country.code)).toEqual([]);
  });
});
