import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4405';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addCookies([{ name: 'cookies_seen', value: '1.necessary', url: base }]);
const page = await context.newPage();
for (const path of ['/de/faq', '/de', '/de/legal/privacy-policy', '/de/benefits', '/de/blog']) {
  await page.goto(base + path);
  const info = await page.evaluate(() => {
    const footer = document.querySelector('footer.site-footer');
    const prev = footer.previousElementSibling;
    const main = document.querySelector('main');
    const last = main?.lastElementChild;
    const r = (el) => el ? Math.round(el.getBoundingClientRect().bottom + scrollY) : null;
    return { footerTop: Math.round(footer.getBoundingClientRect().top + scrollY), prev: prev?.tagName + '.' + prev?.className, prevBottom: r(prev), mainBottom: r(main), lastChild: last?.tagName + '.' + last?.className, lastBottom: r(last), mainStyle: getComputedStyle(main).paddingBottom + '/' + getComputedStyle(main).marginBottom, lastMargin: last ? getComputedStyle(last).marginBottom + '/' + getComputedStyle(last).paddingBottom : '' };
  });
  console.log(path, JSON.stringify(info));
}
await browser.close();
