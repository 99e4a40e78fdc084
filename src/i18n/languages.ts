// The language list is plain data every layer uses, src/lib included (which imports from no other
// layer), so it lives in src/lib/languages.ts; this module keeps the i18n path for the UI.
export * from '../lib/languages.ts';
