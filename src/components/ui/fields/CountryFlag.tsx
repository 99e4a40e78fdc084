import type { PhoneCountry } from '../../../lib/countries/phone-countries.ts';

/**
 * A country's flag, decorative (the name or code is always written beside it): an SVG file at
 * `iconPath` (`/flags/{code}.svg`, shipped for every country of the list), loaded lazily, so a
 * list shows only the flags scrolled into view and a page loads none until its list opens.
 */
export function CountryFlag({ country }: { country: Pick<PhoneCountry, 'code' | 'iconPath'> }) {
  return (
    <img
      className="country-flag"
      src={country.iconPath}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}
