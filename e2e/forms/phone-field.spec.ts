import { expect, test } from '@playwright/test';
import { fields, modalFormCases } from './form-cases.ts';
import { answerConsent, openModal } from './forms-support.ts';

test.beforeEach(async ({ context, baseURL }) => answerConsent(context, baseURL));

const countryButton = /^(Country code|Landesvorwahl)/;

test('all countries: priority first, separator after the fifth, exclusions left out, 13rem and scrolling', async ({
  page,
}) => {
  const dialog = await openModal(page, 'contact-us');
  await dialog.getByRole('button', { name: countryButton }).click();
  const list = dialog.getByRole('listbox', { name: 'Countries' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  const codes = await options.evaluateAll((items) => items.map((item) => item.id.replace(/^.*-option-/, '')));
  expect(codes.slice(0, 6)).toEqual(['CH', 'DE', 'FR', 'IT', 'AT', 'LI']);
  for (const excluded of ['UM', 'BV', 'IO', 'YT', 'HT', 'BL', 'TG', 'AN'])
    expect(codes).not.toContain(excluded);
  expect(new Set(codes).size).toBe(codes.length);
  expect(codes.length).toBeGreaterThan(230);
  // After the priority block, by calling code: +1 countries come first.
  await expect(options.nth(6)).toContainText('+1');
  const separators = await options.evaluateAll((items) =>
    items.flatMap((item, index) => (item.hasAttribute('data-separator') ? [index] : [])),
  );
  expect(separators).toEqual([4]);
  const box = await list.evaluate((element) => ({
    height: element.clientHeight,
    scroll: element.scrollHeight,
    rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));
  expect(box.height).toBeLessThanOrEqual(13 * box.rem);
  expect(box.height).toBeGreaterThan(12 * box.rem);
  expect(box.scroll).toBeGreaterThan(box.height);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
});

test('keyboard: search in the page language, choose with Enter, the list closes and Escape spares the dialog', async ({
  page,
}) => {
  const dialog = await openModal(page, 'contact-us', 'de');
  const button = dialog.getByRole('button', { name: countryButton });
  await expect(button).toHaveAccessibleName('Landesvorwahl: Schweiz +41');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const search = dialog.getByRole('combobox', { name: 'Land oder Vorwahl suchen' });
  await expect(search).toBeFocused();
  await page.keyboard.type('öster');
  // The list fills once the country data has loaded (lazily, on the first opening): read the
  // active option again until it is there.
  await expect
    .poll(async () => {
      const active = await search.getAttribute('aria-activedescendant');
      return active ? dialog.locator(`[id="${active}"]`).textContent() : null;
    })
    .toContain('Österreich');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expect(button).toHaveAccessibleName('Landesvorwahl: Österreich +43');
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('+44');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAccessibleName('Landesvorwahl: Österreich +43');

  await button.click();
  await dialog.getByRole('option', { name: /Frankreich/ }).click();
  await expect(button).toHaveAccessibleName('Landesvorwahl: Frankreich +33');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
});

test('SMS link: Switzerland and its neighbours only, without a separator', async ({ page }) => {
  const dialog = await openModal(page, 'download-app');
  await dialog.getByRole('button', { name: countryButton }).click();
  const options = dialog.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(6);
  expect(
    await options.evaluateAll((items) => items.map((item) => item.id.replace(/^.*-option-/, ''))),
  ).toEqual(['CH', 'DE', 'FR', 'IT', 'AT', 'LI']);
  expect(
    await options.evaluateAll((items) => items.filter((item) => item.hasAttribute('data-separator')).length),
  ).toBe(0);
});

test('the list and every field are disabled while the form is sending', async ({ page }) => {
  const c = modalFormCases.find((candidate) => candidate.modal === 'contact-extended');
  if (!c) throw new Error('no extended contact case');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/extended-contact$/, async (route) => {
    await held;
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: '{"value":{"id":"x","reference":"VEL-TEST-0001"}}',
    });
  });
  const dialog = await openModal(page, 'contact-extended');
  const f = fields(dialog, 'en');
  await c.fill(f);
  const submit = dialog.getByRole('button', { name: /^(Send|Sending…)$/ });
  await submit.click();
  await expect(submit).toHaveText('Sending…');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('button', { name: countryButton })).toBeDisabled();
  await expect(f.phone).toBeDisabled();
  await expect(f.firstName).toBeDisabled();
  release();
  await expect(page.locator('dialog[data-modal-name="message-sent-success"]')).toBeVisible();
});
