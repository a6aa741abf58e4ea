import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { WATERMARK_ATTRIBUTE } from '@site/src/lib/licenceWatermark';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules left out, each with its reason. Keep this list short: a rule goes here only when the
 * violation is in a library's markup we cannot change, and the issue is named.
 */
export const IGNORED_RULES: readonly string[] = [];

/** One violation of one rule on library markup, found by a CSS selector on the flagged element. */
export interface LibraryExclusion {
  readonly rule: string;
  readonly selector: string;
}

/**
 * Violations in library markup that no prop or slot reaches, left out one (rule, selector) pair at a
 * time so the rule still runs everywhere else. Prefer fixing the demo; each entry says why that
 * cannot be done.
 */
export const LIBRARY_EXCLUSIONS: readonly LibraryExclusion[] = [
  // @mui/x-date-pickers 8.2.0, DigitalClock: a disabled time is a MenuItem with `disabled`, but the
  // clock then passes `aria-disabled={readOnly}`, which overrides the one ButtonBase sets, so axe
  // sees an enabled option. It is disabled (Mui-disabled, no pointer events), and WCAG 1.4.3 does not
  // ask disabled controls for contrast. `slotProps.digitalClockItem` cannot restore the attribute
  // (it is the same for every item); only a custom `digitalClockItem` slot in every demo could.
  { rule: 'color-contrast', selector: '.MuiDigitalClock-item.Mui-disabled' },
  // @mui/x-tree-view 8.2.0 and Pro 8.6.0, TreeItem with `checkboxSelection`: the built-in checkbox
  // input has no name, and `slotProps.checkbox` is typed as <button> props, so an aria-label given
  // there names the Checkbox's wrapper <span>, not the input. The treeitem around it carries the
  // name and `aria-selected`, and the input is out of the tab order (tabindex -1). A demo that
  // replaces the `checkbox` slot labels its own input (ItemCustomizationCheckbox); this selector
  // cannot tell the two apart, so such demos must be checked by hand.
  { rule: 'label', selector: '.MuiTreeItem-checkbox > input' },
  // @mui/material 7, Checkbox with `indeterminate` (the Tree View's partly selected parents): it
  // sets aria-checked="mixed" on the native input but never its `indeterminate` property, which
  // axe compares against. Only a ref on every checkbox input could set it, and the Tree View's
  // built-in checkbox has no typed way to take one.
  { rule: 'aria-conditional-attr', selector: '.MuiCheckbox-indeterminate > input[aria-checked="mixed"]' },
];

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
    return await violationsOnPage(page, mode);
  } finally {
    await context.close();
  }
}

/**
 * The same check on a page as a test has left it (a popup open, an editor in use), over the whole
 * page or only the elements `include` selects.
 */
export async function violationsOnPage(page: Page, mode: 'light' | 'dark', include?: string): Promise<A11yViolation[]> {
  const url = page.url();
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder
    .withTags(WCAG_TAGS)
    // The Pro licence watermark (library markup, faint on purpose, shown only when the site is built
    // without MUI_X_LICENSE_KEY) is incidental text, which WCAG 1.4.3 leaves out of contrast.
    .exclude(`[${WATERMARK_ATTRIBUTE}]`)
    .disableRules([...IGNORED_RULES])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const flagged = serious.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.map((part) => (typeof part === 'string' ? part : ''))),
  }));
  // Checked in the page, where the flagged elements are; a target in a frame or a shadow root
  // (more than one selector) is never excluded.
  const excluded = await page.evaluate(
    ({ flagged: violations, exclusions }) =>
      violations.map(({ rule, targets }) =>
        targets.map((target) => {
          const element = target.length === 1 && target[0] ? document.querySelector(target[0]) : null;
          return exclusions.some(
            (exclusion) => exclusion.rule === rule && element !== null && element.matches(exclusion.selector),
          );
        }),
      ),
    { flagged, exclusions: LIBRARY_EXCLUSIONS },
  );
  return serious
    .map((violation, index) => ({
      url,
      mode,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes
        .filter((_node, nodeIndex) => !excluded[index]?.[nodeIndex])
        .map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0)
    .map((violation) => ({ ...violation, targets: violation.targets.slice(0, 5) }));
}
