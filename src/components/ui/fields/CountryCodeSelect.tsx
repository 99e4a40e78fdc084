import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterPhoneCountries } from '../../../lib/countries/filter-phone-countries.ts';
import type { PhoneCountry, PhoneValue } from '../../../lib/countries/phone-countries.ts';
import { CountryFlag } from './CountryFlag.tsx';
import { moveActiveIndex } from './country-listbox.ts';

/** The texts of the country list, in the page's language. */
export interface CountryCodeStrings {
  /** Accessible name of the button, e.g. "Country code: Switzerland +41". */
  button: (country: string, code: string) => string;
  search: string;
  list: string;
  noResults: string;
}

/** Props of {@link CountryCodeSelect}. */
export interface CountryCodeSelectProps {
  id: string;
  /** The list, once loaded: it loads when it first opens (see `onOpen`). */
  countries: readonly PhoneCountry[] | undefined;
  /** The entry of the chosen country, for the button while the list is not loaded. */
  chosen: PhoneCountry;
  /** Called each time the list opens: the moment to load it. */
  onOpen?: (() => void) | undefined;
  /** Entries above the separator (SPEC section 2: after the fifth of the full list). */
  separatorIndex?: number | undefined;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  disabled?: boolean | undefined;
  strings: CountryCodeStrings;
  /** Id of the element describing the phone field (its error), read with the button. */
  describedBy?: string | undefined;
}

/**
 * The country-code select of the phone field: a button opening a searchable list (combobox with
 * `aria-activedescendant` over a listbox). Choosing a country sets the value and closes the list;
 * Escape closes it without closing the dialog around it; the list is disabled with the form.
 */
export function CountryCodeSelect({
  id,
  countries,
  chosen,
  onOpen,
  separatorIndex,
  value,
  onChange,
  disabled,
  strings,
  describedBy,
}: CountryCodeSelectProps) {
  const [expanded, setOpen] = useState(false);
  // A form that starts sending closes the list with it.
  const open = expanded && !disabled;
  const [query, setQuery] = useState('');
  // Undefined: the chosen country's entry, wherever it is once the list has loaded.
  const [activeIndex, setActive] = useState<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const results = useMemo(() => filterPhoneCountries(countries ?? [], query), [countries, query]);
  const selected = countries?.find((country) => country.code === value.alphaCode) ?? chosen;
  const optionId = (code: string) => `${id}-option-${code}`;
  const active =
    activeIndex ??
    Math.max(
      0,
      results.findIndex((country) => country.code === value.alphaCode),
    );
  const activeCountry = results[active];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (country: PhoneCountry) => {
    onChange({ alphaCode: country.code, code: country.phoneCode });
    close(true);
  };
  const openList = () => {
    setQuery('');
    setActive(undefined);
    setOpen(true);
    onOpen?.();
  };

  useEffect(() => {
    if (!open) return;
    // The list may open near the bottom of a scrolling dialog: bring all of it into view.
    searchRef.current?.focus({ preventScroll: true });
    popupRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  useEffect(() => {
    if (open && activeCountry)
      document.getElementById(optionId(activeCountry.code))?.scrollIntoView({ block: 'nearest' });
  });
  // Pointer choice on the list; the keyboard chooses through the search box (aria-activedescendant).
  const chooseByPointer = useEffectEvent((code: string) => {
    const country = results.find((candidate) => candidate.code === code);
    if (country) choose(country);
  });
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list) return undefined;
    const onClick = (event: MouseEvent) => {
      const code =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-code]')?.dataset['code']
          : undefined;
      if (code) chooseByPointer(code);
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = moveActiveIndex(active, event.key, results.length);
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCountry) choose(activeCountry);
    } else if (event.key === 'Escape') {
      // Closes the list only: without this the dialog around the form would close too.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="country-select" ref={rootRef}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="country-select__button field__control"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={strings.button(selected.name, value.code)}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <CountryFlag country={selected} />
        <span className="country-select__code">+{value.code}</span>
        <span className="country-select__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="country-select__popup" ref={popupRef}>
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            className="country-select__search"
            aria-label={strings.search}
            placeholder={strings.search}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.code) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul
            ref={listRef}
            className="country-select__list"
            id={listId}
            role="listbox"
            aria-label={strings.list}
          >
            {results.map((country, index) => (
              <li
                key={country.code}
                id={optionId(country.code)}
                role="option"
                aria-selected={country.code === value.alphaCode}
                className="country-select__option"
                data-active={index === active ? '' : undefined}
                data-code={country.code}
                data-separator={
                  query === '' && separatorIndex !== undefined && index === separatorIndex - 1
                    ? ''
                    : undefined
                }
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
              >
                <CountryFlag country={country} />
                <span className="country-select__name">{country.name}</span>
                <span className="country-select__dial">+{country.phoneCode}</span>
              </li>
            ))}
          </ul>
          {countries && results.length === 0 && (
            <p className="country-select__empty" role="status">
              {strings.noResults}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
