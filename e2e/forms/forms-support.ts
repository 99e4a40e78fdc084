import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The data directory of the server under test: the config's `.data/e2e-{port}`, or `E2E_DATA_DIR`. */
export const dataDir = process.env['E2E_DATA_DIR'] ?? `.data/e2e-${process.env['E2E_PORT'] ?? 4399}`;

/** A delivered submission as the local inbox writes it to `{DATA_DIR}/inbox/{formType}/{reference}.json`. */
export interface InboxEntry {
  id: string;
  reference: string;
  formType: string;
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  deliveredAt: string;
}

/** Waits for a submission to arrive in the local inbox (the delivery worker runs in the background). */
export async function readInbox(
  formType: string,
  reference: string,
  timeoutMs = 20_000,
  directory = dataDir,
): Promise<InboxEntry> {
  const file = join(directory, 'inbox', formType, `${reference}.json`);
  let entry: InboxEntry | undefined;
  const read = () =>
    readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as InboxEntry,
      () => undefined,
    );
  await expect
    .poll(async () => (entry = await read()) !== undefined, {
      message: `${file} did not arrive within ${timeoutMs} ms`,
      timeout: timeoutMs,
    })
    .toBe(true);
  return entry as InboxEntry;
}

/** Answers the cookie banner beforehand (necessary only), so it never covers a form. */
export async function answerConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = new URL(baseURL ?? 'http://127.0.0.1:4399');
  await context.addCookies([{ name: 'cookies_seen', value: '1.necessary', domain: url.hostname, path: '/' }]);
}

/** The path of a page in `lang` (en has no prefix). */
export function localized(path: string, lang: string): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The open dialog of a modal. */
export function modal(page: Page, name: string): Locator {
  return page.locator(`dialog[data-modal-name="${name}"]`);
}

/** Opens a modal through `?modal=` and waits until it shows. */
export async function openModal(page: Page, name: string, lang = 'en'): Promise<Locator> {
  await page.goto(`${localized('/', lang)}?modal=${name}`);
  const dialog = modal(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Submits with `submit` and gives the JSON body the browser sent and the server's answer. */
export async function submitAndCapture(page: Page, path: string | RegExp, submit: () => Promise<void>) {
  const matches = (url: string) =>
    typeof path === 'string' ? new URL(url).pathname === path : path.test(new URL(url).pathname);
  const [request, response] = await Promise.all([
    page.waitForRequest((candidate) => candidate.method() === 'POST' && matches(candidate.url())),
    page.waitForResponse((candidate) => candidate.request().method() === 'POST' && matches(candidate.url()), {
      timeout: 20_000,
    }),
    submit(),
  ]);
  const body = request.postDataJSON() as Record<string, unknown>;
  const answer = (await response.json()) as { value?: { id: string; reference: string }; errorName?: string };
  return { body, status: response.status(), answer, headers: request.headers() };
}

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks a phone country by typing into the list's search and pressing Enter. */
export async function chooseCountry(field: Locator, search: string): Promise<void> {
  await field.getByRole('button', { name: /^(Country code|Landesvorwahl|Indicatif|Prefisso)/ }).click();
  const searchBox = field.getByRole('combobox');
  await searchBox.fill(search);
  // Enter chooses the active option. The country names arrive when the list opens, and until they
  // are there the list is empty and Enter does nothing (on a busy machine it came first, and the
  // number was then typed with the country unchanged): Enter waits for an active option that
  // the search finds.
  await expect
    .poll(
      async () => {
        const active = await searchBox.getAttribute('aria-activedescendant');
        return active ? ((await field.locator(`[id="${active}"]`).textContent()) ?? '') : '';
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(escapeRegExp(search), 'i'));
  await searchBox.press('Enter');
  await expect(field.getByRole('listbox')).toHaveCount(0);
}

/**
 * Expects `control` to be invalid, described by `message` (the text beneath it, after any hint).
 * The wait covers a submission that first solves its proof of work, slow on a loaded machine.
 */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
  await expect(control).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

/**
 * Waits until a refused submission of the form in `scope` has finished checking: the form then
 * moves the focus to its first field in error (react-hook-form). Typing on before that races the
 * move: on a loaded machine the text went into that field instead of the one filled.
 */
export async function expectRefusedSubmission(scope: Locator): Promise<void> {
  await expect(scope.locator('[aria-invalid="true"]:focus')).toHaveCount(1, { timeout: 20_000 });
}
