import { expect, test } from '@playwright/test';
import type { SiteContent } from '../../src/cms/index.ts';
import { languages } from '../../src/i18n/languages.ts';
import { answerConsent } from '../chrome/chrome-fixtures.ts';
import { getContent } from '../support/site.ts';
import { findPage, hasBlock } from './content-pages.ts';

let content: SiteContent;
test.beforeAll(async () => {
  content = await getContent();
});

/** The last Sunday of a month at 01:00 UTC, when Europe switches between CET and CEST. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Zurich wall-clock time worked out by hand: UTC+2 in summer time (CEST), UTC+1 otherwise (CET). */
function zurich(utc: string): { day: number; time: string } {
  const [date = '', clock = ''] = utc.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const instant = Date.UTC(year, month - 1, day, hour, minute);
  const summer = instant >= lastSundayAtOne(year, 2) && instant < lastSundayAtOne(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day: local.getUTCDate(), time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` };
}

for (const lang of languages) {
  test(`an event in ${lang} shows its times in Europe/Zurich time with a calendar file`, async ({ page, context, baseURL, request }) => {
    await answerConsent(context, baseURL);
    const now = Date.now();
    const entry = findPage(content, lang, 'upcoming event', (candidate) => {
      const c = candidate.story?.content;
      return c?.component === 'event' && Date.parse(`${c.end_date.replace(' ', 'T')}Z`) > now;
    });
    const event = entry.story?.content;
    if (event?.component !== 'event') throw new Error('not an event');
    await page.goto(entry.path);
    const start = zurich(event.date);
    const end = zurich(event.end_date);
    const when = page.locator('.event-page__facts .event-when');
    await expect(when).toContainText(start.time);
    await expect(when).toContainText(end.time);
    await expect(when.locator('time').first()).toContainText(String(start.day));
    await expect(when.locator('time').first()).toHaveAttribute('datetime', `${event.date.replace(' ', 'T')}:00.000Z`);

    const ics = page.locator('a[href$=".ics"]');
    const response = await request.get((await ics.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toContain('text/calendar');
    // Long lines are folded (RFC 5545): unfold before reading them.
    const body = (await response.text()).replace(/\r\n /g, '');
    expect(body).toContain(`DTSTART:${event.date.replace(/[-: ]/g, (c) => (c === ' ' ? 'T' : ''))}00Z`);
    expect(body).toContain(`SUMMARY:${event.title.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });
}

test('the events page lists upcoming events before past ones', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  const entry = findPage(content, 'en', 'events page', (candidate) => hasBlock(candidate, 'event_list'));
  await page.goto(entry.path);
  const now = Date.now();
  const isOver = (end: string) => Date.parse(`${end.replace(' ', 'T')}Z`) < now;
  const events = content.languages.en.events;
  const upcoming = events.filter((event) => !isOver(event.content.end_date)).map((event) => event.content.title);
  const past = events.filter((event) => isOver(event.content.end_date)).map((event) => event.content.title);
  if (upcoming.length) await expect(page.locator('[data-events="upcoming"] .event-card__title')).toHaveText(upcoming);
  if (past.length) await expect(page.locator('[data-events="past"] .event-card__title')).toHaveText([...past].reverse());
});
