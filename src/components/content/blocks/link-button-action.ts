import type { LinkButton } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { getLocalizedPath } from '../../../lib/links.ts';
import { getFileLinkAttributes, getStoryLinkAttributes } from '../story-link.ts';

/** The modal each modal-opening button link type opens (SPEC section 2, "Modals"). */
export const buttonModals = {
  download_app: 'download-app',
  schedule_a_call: 'schedule-a-call',
  shewealth: 'shewealth',
  switch_your_bank: 'contact-extended',
  amg_contact: 'amg-contact',
} as const satisfies Partial<Record<LinkButton['type'], string>>;

/** Where a CMS button goes and what it does, ready to spread onto an `<a>`. */
export interface ButtonAction {
  href: string;
  target?: string;
  rel?: string;
  download?: string;
  /** Set for the modal types: the site's delegated listener opens this modal on click. */
  'data-modal'?: string;
}

/**
 * The action of a rich-text link block (SPEC section 2, "Other"), or undefined when it has nowhere
 * to go (a `link` or `download_file` without a target), so no dead button is drawn.
 * - `link`: the `to` link by the link-helper rules.
 * - `download_file`: the chosen file (else the `to` link), with the `download` attribute.
 * - modal types: `data-modal` names the modal; the href is where the click goes before the
 *   site's script runs: the `to` link, else `/get-app` for the app download and
 *   `/contact?modal=...` (which opens the modal on load) for the others.
 */
export function getButtonAction(button: LinkButton, lang: Language): ButtonAction | undefined {
  const to = getStoryLinkAttributes(button.to, lang);
  if (button.type === 'link') return to;
  if (button.type === 'download_file') {
    const file = button.file?.filename ? getFileLinkAttributes(button.file.filename) : to;
    return file ? { ...file, download: '' } : undefined;
  }
  const modal = buttonModals[button.type];
  // The same pages the site's modal trigger falls back to (src/browser/modal-trigger.ts).
  const fallback = { href: getLocalizedPath(button.type === 'download_app' ? '/get-app' : `/contact?modal=${modal}`, lang) };
  return { ...(to ?? fallback), 'data-modal': modal };
}
