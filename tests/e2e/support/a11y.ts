import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { WATERMARK_ATTRIBUTE } from '@site/src/lib/licenceWatermark';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules left out, each with its reason. Keep this list short: a rule goes here only when the
 * violation is in a library's markup we cannot change, and the issue is named.
 */
export const IGNORED_RULES: readonly string[] = [];

export interface A11yViolation {
  readonly url: string;
  readonly mode: 'light' | 'dark';
  readonly rule: string;
  readonly impact: string;
  readonly targets: readonly string[];
}

/** Serious and critical WCAG 2.2 AA violations of a page in one colour mode. */
export async function seriousViolations(
  browser: Browser,
  url: string,
  mode: 'light' | 'dark',
): Promise<A11yViolation[]> {
  const context = await browser.newContext({ colorScheme: mode, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      // The Pro licence watermark (library markup, faint on purpose, shown only when the site is built
      // without MUI_X_LICENSE_KEY) is incidental text, which WCAG 1.4.3 leaves out of contrast.
      .exclude(`[${WATERMARK_ATTRIBUTE}]`)
      .disableRules([...IGNORED_RULES])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        url,
        mode,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  } finally {
    await context.close();
  }
}
