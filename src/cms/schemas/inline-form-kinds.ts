/**
 * The forms an editor can place on a page (the CMS `form` block). Kept free of imports: the
 * bootstrap loader reads the kind from the page before it loads React.
 */
export const inlineFormKinds = [
  'simple-contact',
  'partner-contact',
  'lost-card',
  'financial-report',
  'triple-a',
  'form-builder',
  'contact-us',
  'contact-extended',
  'complaint',
  'subscribe',
  'amg-contact',
  'shewealth',
] as const;

/** One of {@link inlineFormKinds}. */
export type InlineFormKind = (typeof inlineFormKinds)[number];

/** Attribute naming an inline form's kind on its wrapper; the loader hydrates such wrappers. */
export const inlineFormAttribute = 'data-velora-form';

const kinds: ReadonlySet<string> = new Set(inlineFormKinds);

/** True when `value` is an inline form kind. */
export function isInlineFormKind(value: unknown): value is InlineFormKind {
  return typeof value === 'string' && kinds.has(value);
}
