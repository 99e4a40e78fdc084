import { useMemo, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { CountryScope } from '../../../lib/countries/country-reference.ts';
import { loadPhoneCountries } from '../../../lib/countries/load-phone-countries.ts';
import {
  describePhoneValue,
  getSeparatorIndex,
  type PhoneCountry,
  type PhoneValue,
} from '../../../lib/countries/phone-countries.ts';
import { limits } from '../../../forms/limits.ts';
import { PhoneField } from '../../ui/fields/PhoneField.tsx';
import { useModalData } from '../../modals/ModalDataContext.tsx';
import { getFieldErrorKey } from '../field-errors.ts';
import { getErrorCode, useFieldBinding } from './use-field-binding.ts';

/** Props of {@link FormPhoneField}. */
export interface FormPhoneFieldProps {
  /** Form field of the number. */
  name?: string;
  /** Form field of the country code (`{ alphaCode, code }`). */
  codeName?: string;
  label?: ReactNode;
  /** All countries (default) or Switzerland and its neighbours (SPEC section 2). */
  scope?: CountryScope;
  optional?: boolean;
}

/** The {@link PhoneField} bound to a form: the number by `register`, the country by a controller. */
export function FormPhoneField({
  name = 'phone',
  codeName = 'phoneCode',
  label,
  scope = 'all',
  optional,
}: FormPhoneFieldProps) {
  const { lang } = useModalData();
  const binding = useFieldBinding(name, 'phone');
  const { control, formState } = useFormContext();
  const { field } = useController({ name: codeName, control });
  const value = field.value as PhoneValue;
  const chosen = useMemo(() => describePhoneValue(value, lang), [value, lang]);
  // The list (and the data behind it) loads when it first opens.
  const [loaded, setLoaded] = useState<{ key: string; list: readonly PhoneCountry[] }>();
  const key = `${scope}:${lang}`;
  const openCountries = () => {
    loadPhoneCountries({ scope, lang }).then(
      (list) => setLoaded({ key, list }),
      (error: unknown) => console.error('The country list could not be loaded:', error),
    );
  };
  const { t } = binding;
  const codeError = getErrorCode(formState.errors, codeName);
  const error =
    binding.error ?? (codeError === undefined ? undefined : t(getFieldErrorKey(codeError, 'phone')));
  return (
    <PhoneField
      id={binding.id}
      label={label ?? t('field.phone')}
      hint={t('field.phoneHint')}
      error={error}
      optionalLabel={optional ? t('field.optional') : undefined}
      countries={loaded?.key === key ? loaded.list : undefined}
      chosenCountry={chosen}
      onCountriesOpen={openCountries}
      separatorIndex={getSeparatorIndex(scope)}
      country={value}
      onCountryChange={field.onChange}
      disabled={binding.busy}
      strings={{
        button: (country, code) => t('field.phoneCountry', { country, code }),
        search: t('field.phoneCountrySearch'),
        list: t('field.phoneCountryList'),
        noResults: t('field.phoneCountryNone'),
      }}
      inputProps={{ ...binding.register(name), maxLength: limits.phone }}
    />
  );
}
