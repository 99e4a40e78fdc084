// Where Debian's Chromium packages put their browsers; plain JavaScript, so `scripts/test.mjs`
// runs under any Node (it finds the project's Node 24 for its children itself).
import { existsSync } from 'node:fs';

/** Debian's Chromium headless shell (package chromium-headless-shell): the end-to-end tests' browser. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium): the fallback, and the browser of benchmarks and screenshots. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: CHROMIUM_PATH when set, else the headless shell when installed,
 * else chromium.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function getTestBrowserPath(env = process.env) {
  return env['CHROMIUM_PATH'] ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);
}
