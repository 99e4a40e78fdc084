import { expect, test } from '@playwright/test';
import { analyze, seriousViolations } from '../support/axe.ts';

// The accessibility checks are only as good as the helper that runs axe: it must see a violation
// in the page, in the part it is pointed at only, and in a frame of the page's own.
test('the axe helper reports what is wrong in the page, in the part asked for, and in a frame', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const broken = document.createElement('section');
    broken.id = 'broken';
    broken.innerHTML = '<img src="/favicon.svg"><p>faint text</p><button></button>';
    main?.append(broken);
    // Through the style object: the site's policy refuses style attributes in markup.
    const faint = broken.querySelector('p');
    faint?.style.setProperty('color', '#ccc');
    faint?.style.setProperty('background', '#fff');
    const frame = document.createElement('iframe');
    frame.title = 'frame under test';
    frame.srcdoc =
      '<html lang="en"><title>t</title><body><main><img src="/favicon.svg"></main></body></html>';
    main?.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const all = await analyze(page);
  const ids = all.violations.map((violation) => violation.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'button-name']));
  const imageTargets = all.violations.find((violation) => violation.id === 'image-alt')?.nodes ?? [];
  // One image in the page itself, one inside the frame (its target starts with the frame).
  expect(imageTargets.map((node) => node.target.length).sort()).toEqual([1, 2]);
  expect(imageTargets.find((node) => node.target.length === 2)?.target[0]).toMatch(/^iframe/);
  const inBroken = await seriousViolations(page, '#broken');
  expect(inBroken).toEqual(expect.arrayContaining([expect.stringMatching(/^image-alt \(critical\): /)]));
  expect(inBroken.some((line) => line.includes('iframe'))).toBe(false);
  expect(await seriousViolations(page, 'header')).toEqual([]);

  // The next page of the same context has axe from its first script on (nothing sent again), and
  // a check there still sees what is wrong in it.
  await page.goto('/en/blog');
  expect(await page.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe('object');
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  const next = await seriousViolations(page);
  expect(next).toEqual([expect.stringMatching(/^button-name \(critical\): /)]);
});
