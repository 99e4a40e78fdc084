import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules (with the 2.0 and 2.1 ones) every accessibility check runs. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core over the page as it is now (or the part matching `include`), with the WCAG rules, or
 * with every rule (best practices too) when `allRules` is set.
 * Run in the page and its frames directly (axe's "legacy mode"): the default opens a blank page
 * for every analysis to merge the frames' results, which tripled the time of each check, and the
 * site has no cross-origin frame to merge (third-party embeds load only after consent, and no
 * spec consents to one). Only violations are reported in full: the passes are not read.
 */
export function analyze(page: Page, options: { include?: string; allRules?: boolean } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (!options.allRules) builder = builder.withTags(wcagTags);
  if (options.include) builder = builder.include(options.include);
  return builder.analyze();
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
