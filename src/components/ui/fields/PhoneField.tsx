import { useId, type ComponentProps, type ReactNode } from 'react';
import type { PhoneCountry, PhoneValue } from '../../../lib/countries/phone-countries.ts';
import { CountryCodeSelect, type CountryCodeStrings } from './CountryCodeSelect.tsx';
import { FieldShell, getDescriptionIds } from './FieldShell.tsx';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  id?: string | undefined;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  optionalLabel?: string | undefined;
  /**
   * The list to offer, already ordered (see `getPhoneCountries`): all countries or CH and
   * neighbours; undefined until loaded (`onCountriesOpen` is the moment to load it).
   */
  countries: readonly PhoneCountry[] | undefined;
  /** The entry of the chosen country, shown while the list is not loaded. */
  chosenCountry: PhoneCountry;
  onCountriesOpen?: (() => void) | undefined;
  separatorIndex?: number | undefined;
  country: PhoneValue;
  onCountryChange: (value: PhoneValue) => void;
  disabled?: boolean | undefined;
  strings: CountryCodeStrings;
  /** Props of the tel input (a form library's `register` result, say). */
  inputProps: Omit<ComponentProps<'input'>, 'id' | 'type'>;
}

/**
 * The phone field (SPEC section 2, "Phone field and country list"): a country-code select plus a
 * tel input, under one label, with the rule's message beneath. Both parts are disabled together.
 */
export function PhoneField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  countries,
  chosenCountry,
  onCountriesOpen,
  separatorIndex,
  country,
  onCountryChange,
  disabled,
  strings,
  inputProps,
}: PhoneFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const describedBy = getDescriptionIds(fieldId, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      className="field--phone"
    >
      <div className="phone-field">
        <CountryCodeSelect
          id={`${fieldId}-country`}
          countries={countries}
          chosen={chosenCountry}
          onOpen={onCountriesOpen}
          separatorIndex={separatorIndex}
          value={country}
          onChange={onCountryChange}
          disabled={disabled}
          strings={strings}
          describedBy={error ? `${fieldId}-error` : undefined}
        />
        {/* The number without its country code: autofill's tel-national belongs to text inputs, and
            inputmode keeps the phone keypad. */}
        <input
          autoComplete="tel-national"
          inputMode="tel"
          {...inputProps}
          id={fieldId}
          type="text"
          className="field__control phone-field__input"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </FieldShell>
  );
}
