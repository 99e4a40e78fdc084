// Page weight and layout shift (DESIGN.md decision 3, issue "Site chrome"): on a blog post, a legal page
// and the FAQ page, in Chromium at 1280 and 390 px with a cold cache, the JavaScript transferred up to
// the `load` event (budget: at most 20 KB gzip in total per page) and the cumulative layout shift over
// load plus 3 s (budget: 0). Serves the last build itself (dist/client, or BENCH_STATIC_ROOT), or
// measures BENCH_BASE_URL. Then, per modal with a form, the weight and speed of opening it
// (bench/modal-weight.mjs: at most 100 KB of compressed JS+JSON, the booking ready within 300 ms at
// 4x CPU throttling). Prints tables and writes bench/results/page-weight.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureModals, modalBudget, printModals } from './modal-weight.mjs';

const budgetBytes = 20 * 1024;
const staticRoot = process.env.BENCH_STATIC_ROOT ?? 'dist/client';
const port = Number(process.env.BENCH_PORT ?? 4398);
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The pages to measure, found in the build: an English blog post, legal page and the FAQ. */
function choosePages() {
  const files = readdirSync(staticRoot, { recursive: true })
    .map((file) =>
      relative(staticRoot, join(staticRoot, String(file)))
        .split(sep)
        .join('/'),
    )
    .filter((file) => file.endsWith('.html'))
    .sort();
  // Pages hidden from search (isIndexingDisabled) are not what visitors read; skip them.
  const indexable = (file) => !readFileSync(join(staticRoot, file), 'utf8').includes('content="noindex');
  const pick = (patterns, what) => {
    const file = patterns
      .map((pattern) => files.find((candidate) => pattern.test(candidate) && indexable(candidate)))
      .find(Boolean);
    if (!file) throw new Error(`No ${what} in ${staticRoot}; build the site first (npm run build).`);
    return `/${file.replace(/\.html$/, '')}`;
  };
  return [
    ['blog post', pick([/^blog\/[^/]+\/[^/]+\.html$/], 'blog post')],
    ['legal page', pick([/^legal\/privacy-policy\.html$/, /^legal\/[^/]+\.html$/], 'legal page')],
    ['FAQ', pick([/^faq\.html$/], 'FAQ page')],
  ];
}

async function startServer() {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: () => undefined };
  if (!existsSync(join(staticRoot, 'index.html')))
    throw new Error(`No build in ${staticRoot}: run npm run build first.`);
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: staticRoot,
      DATA_DIR: `.data/bench-page-weight`,
      E2E_FRESH_DATA: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /healthz within 30 s.');
}

/** One cold page load: scripts finished by `load` (transferred and gzip size) and the layout shift. */
async function measure(browser, url, viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = { cls: 0, shifts: [] };
    window.__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        record.cls += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => source.node?.outerHTML?.slice(0, 80) ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  const responses = new Map();
  let loadAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.responseReceived', (event) => {
    responses.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      encoding:
        event.response.headers['content-encoding'] ??
        event.response.headers['Content-Encoding'] ??
        'identity',
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response)
      Object.assign(response, { transferred: event.encodedDataLength, finishedAt: event.timestamp });
  });
  cdp.on('Page.loadEventFired', (event) => {
    loadAt = Math.min(loadAt, event.timestamp);
  });
  await page.goto(url, { waitUntil: 'load' });
  const scripts = [];
  for (const [requestId, response] of responses) {
    if (response.type !== 'Script' || !(response.finishedAt <= loadAt)) continue;
    const body = await cdp.send('Network.getResponseBody', { requestId });
    const bytes = Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8');
    scripts.push({
      url: new URL(response.url).pathname,
      encoding: response.encoding,
      transferred: response.transferred,
      gzip: gzipSync(bytes, { level: 9 }).length,
      raw: bytes.length,
    });
  }
  // The cookie banner appears after 1 s and the header settles on its layout: watch past both.
  await page.waitForTimeout(3000);
  const layoutShift = await page.evaluate(() => window.__layoutShift);
  await context.close();
  return {
    scripts,
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    transferred: scripts.reduce((sum, s) => sum + s.transferred, 0),
    cls: layoutShift.cls,
    shifts: layoutShift.shifts,
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const results = [];
let modals;
try {
  for (const [name, path] of choosePages()) {
    for (const viewport of viewports) {
      const result = await measure(browser, `${server.baseUrl}${path}`, viewport);
      results.push({
        page: name,
        path,
        width: viewport.width,
        ...result,
        withinBudget: result.gzip <= budgetBytes && result.cls === 0,
      });
    }
  }
  modals = await measureModals(browser, server.baseUrl);
} finally {
  await browser.close();
  server.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript up to load (budget ${kb(budgetBytes)} gzip) and cumulative layout shift (budget 0)\n`,
);
console.log(
  [
    'page'.padEnd(12),
    'path'.padEnd(52),
    'width',
    'scripts',
    'JS gzip'.padStart(9),
    'JS sent'.padStart(9),
    'CLS'.padStart(7),
    'ok',
  ].join('  '),
);
for (const r of results) {
  console.log(
    [
      r.page.padEnd(12),
      r.path.padEnd(52),
      String(r.width).padStart(5),
      String(r.scripts.length).padStart(7),
      kb(r.gzip).padStart(9),
      kb(r.transferred).padStart(9),
      r.cls.toFixed(4).padStart(7),
      r.withinBudget ? 'yes' : 'NO',
    ].join('  '),
  );
  for (const s of r.scripts)
    console.log(
      `${' '.repeat(16)}${s.url} ${kb(s.gzip)} gzip, ${kb(s.transferred)} sent (${s.encoding}), ${kb(s.raw)} raw`,
    );
  for (const shift of r.shifts)
    console.log(`${' '.repeat(16)}layout shift ${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`);
}
printModals(modals);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/page-weight.json',
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budget: { jsGzipBytes: budgetBytes, cls: 0, modal: modalBudget }, results, modals }, null, 2)}\n`,
);
const failed = [...results, ...modals].filter((r) => !r.withinBudget).length;
const total = results.length + modals.length;
console.log(
  `\n${failed === 0 ? 'Within budget' : `${failed} of ${total} measurements over budget`}; written to bench/results/page-weight.json`,
);
process.exit(failed === 0 ? 0 : 1);
