import type { PhoneCountry } from '../../../lib/countries/phone-countries.ts';
import { drawnFlagCodes, getFlagEmoji } from './country-listbox.ts';

/**
 * A country's flag, decorative (the name or code is always written beside it): the drawn SVG at
 * `iconPath` for the six priority countries, the emoji flag for the rest.
 */
export function CountryFlag({ country }: { country: Pick<PhoneCountry, 'code' | 'iconPath'> }) {
  if (drawnFlagCodes.has(country.code)) {
    return (
      <img className="country-flag" src={country.iconPath} alt="" width={20} height={15} decoding="async" />
    );
  }
  return (
    <span className="country-flag country-flag--emoji" aria-hidden="true">
      {getFlagEmoji(country.code)}
    </span>
  );
}
