import type { Language } from '../../i18n/languages.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { CloseIcon, SearchIcon } from './icons.tsx';
import './SiteSearch.css';

/** The header's search button; `/` and Ctrl/⌘+K open the same dialog (src/browser/search-trigger.ts). */
export function SearchButton({ lang, className }: { lang: Language; className?: string }) {
  const t = getTranslator(lang);
  return (
    <button
      type="button"
      className={`icon-button site-search__open ${className ?? ''}`.trim()}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      data-search-open
    >
      <SearchIcon size={22} />
      <span className="visually-hidden">{t('search.open')}</span>
    </button>
  );
}

/**
 * The search dialog in the page's language, inert inside a `<template>` until a visitor opens
 * search: its labels ship with the page, its behaviour and the index load on demand.
 */
export function SearchDialogTemplate({ lang }: { lang: Language }) {
  const t = getTranslator(lang);
  return (
    <template data-search-template>
      <dialog
        className="site-search"
        aria-labelledby="site-search-title"
        data-loading={t('search.loading')}
        data-count={t('search.count')}
        data-no-results={t('search.noResults')}
        data-error={t('search.error')}
      >
        <div className="site-search__panel">
          <div className="site-search__top">
            <h2 className="site-search__title" id="site-search-title">
              {t('search.title')}
            </h2>
            <button type="button" className="icon-button" data-search-close>
              <CloseIcon size={24} />
              <span className="visually-hidden">{t('search.close')}</span>
            </button>
          </div>
          {/* Results come as the visitor types, so there is nothing to submit: a search landmark. */}
          <search className="site-search__form">
            <label className="site-search__label" htmlFor="site-search-input">
              {t('search.label')}
            </label>
            <input
              className="site-search__input"
              id="site-search-input"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('search.placeholder')}
              aria-describedby="site-search-status"
            />
          </search>
          <p className="site-search__status" id="site-search-status" role="status" data-search-status></p>
          <ul className="site-search__results" data-search-results></ul>
        </div>
      </dialog>
    </template>
  );
}
