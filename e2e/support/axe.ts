import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { BrowserContext, Frame, Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules (with the 2.0 and 2.1 ones) every accessibility check runs. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core itself, then its frame messenger limited to the page's own origin: axe in the top frame
 * asks the same-origin frames for their part, and the site has no cross-origin frame to ask
 * (third-party embeds load only after consent, and no spec consents to one).
 */
const axeScript = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

type AxeWindow = { axe: typeof axe };

/** Contexts given axe as a script of every document they load from now on. */
const preparedContexts = new WeakSet<BrowserContext>();

/**
 * Gives every document `context` loads from now on axe before its own scripts run (an init script,
 * kept by the browser): a sweep checks page after page in one context, and sending axe's 550 KB
 * through the protocol into each page again took about 90 ms of each check.
 */
async function prepare(context: BrowserContext): Promise<void> {
  if (preparedContexts.has(context)) return;
  preparedContexts.add(context);
  await context.addInitScript(axeScript);
}

/**
 * axe into one frame unless it has it already (from the init script, or an earlier check of the
 * same document); a frame gone since the list was taken has nothing left to check.
 */
async function inject(frame: Frame): Promise<void> {
  try {
    if (frame.isDetached()) return;
    const present = await frame.evaluate(
      () => typeof (window as unknown as Partial<AxeWindow>).axe === 'object',
    );
    if (!present) await frame.evaluate(axeScript);
  } catch (error) {
    if (!frame.isDetached()) throw error;
  }
}

/**
 * axe-core over the page as it is now (or the part matching `include`), with the WCAG rules, or
 * with every rule (best practices too) when `allRules` is set.
 * axe runs in the page and its frames directly (what @axe-core/playwright calls legacy mode): its
 * default opens a blank page for every analysis to merge the frames' results, which tripled the time
 * of each check, and its legacy mode sent axe's 550 KB into the top frame twice, a sixth of each
 * check. Only violations are reported in full: the passes are not read.
 */
export async function analyze(
  page: Page,
  options: { include?: string; allRules?: boolean } = {},
): Promise<AxeResults> {
  await prepare(page.context());
  for (const frame of page.frames()) await inject(frame);
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    ...(options.allRules ? {} : { runOnly: { type: 'tag', values: wcagTags } }),
  };
  return page.evaluate(
    ({ include, runOptions }) => {
      const { axe: inPage } = window as unknown as AxeWindow;
      return inPage.run(include === undefined ? document : { include: [include] }, runOptions);
    },
    { include: options.include, runOptions },
  );
}

/** Serious and critical violations, one line per failing element: rule, impact, target, summary. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const results = await analyze(page, include === undefined ? {} : { include });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    );
}
