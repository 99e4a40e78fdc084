import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { getTestBrowserPath } from './scripts/browser-paths.mjs';

/**
 * A port free right now, asked of the system (listen on port 0) in a child process, since the
 * config is read synchronously. Kept in E2E_PORT so the test workers, which read this config
 * again, use the same server.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

process.env['E2E_PORT'] ||= String(freePort());
const port = Number(process.env['E2E_PORT']);
const externalServer = process.env['E2E_BASE_URL'];
/** Debian's Chromium headless shell when installed (`npm test` installs it), else Debian's chromium. */
const browserPath = getTestBrowserPath();

/**
 * End-to-end tests against the built site served by `npm run serve` on its own port and data
 * directory, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'e2e',
  // e2e/screenshots writes pictures for a person to look at and asserts nothing worth a test:
  // `node scripts/screenshots.mjs` runs it (VISUAL_REVIEW=1); `npm test` does not.
  testIgnore: process.env['VISUAL_REVIEW'] ? [] : ['screenshots/**'],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: externalServer ?? `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // Tabs a spec opens beside the first (the sweep checks several pages at once) run their
        // timers and transitions like a tab in front: nothing waits on a throttled background tab.
        '--disable-renderer-backgrounding',
        '--disable-background-timer-throttling',
        '--disable-backgrounding-occluded-windows',
      ],
    },
    trace: 'off',
    // The site's service worker (offline reading) would start in every new context and store every
    // page it loads: its own spec (chrome/page-loading) allows it; elsewhere it is only cost.
    serviceWorkers: 'block',
  },
  ...(externalServer
    ? {}
    : {
        webServer: {
          // The project's own Node 24 (the one running Playwright), whatever `node` is on the PATH.
          command: `"${process.execPath}" scripts/serve.mjs`,
          url: `http://127.0.0.1:${port}/healthz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: `.data/e2e-${port}`,
            E2E_FRESH_DATA: '1',
            // Every spec file submits forms from one address; the limit itself has its own tests.
            RATE_LIMIT_MAX: '0',
            // The specs send the app-link SMS to one number and book as one person many times; the
            // per-number, per-person and per-client limits have their own tests (src/server/abuse).
            SMS_MAX_PER_NUMBER_HOUR: '0',
            SMS_MAX_PER_NUMBER_DAY: '0',
            BOOKING_MAX_OPEN_PER_PERSON: '0',
            BOOKING_ATTEMPTS_PER_HOUR: '0',
          },
        },
      }),
});
