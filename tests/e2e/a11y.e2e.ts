// Accessibility: one page of every template per product, light and dark, with no serious or
// critical WCAG 2.2 AA violation. `npm run test:a11y` runs the same check over every page.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { SITE, launch } from './support/browser';
import { seriousViolations, type A11yViolation } from './support/a11y';
import { sitemapUrls } from './support/crawl';

const TEMPLATE_PAGES = [
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
  '/x/react-tree-view/',
  '/x/migration/migration-data-grid-v7/',
  '/x/react-date-pickers/playground/',
  '/x/api/data-grid/data-grid/',
  '/x/api/charts/axis-config/',
  '/x/api/date-pickers/',
  '/x/this-page-does-not-exist/',
  '/x/zh/react-data-grid/sorting/',
];

const EVERY_PAGE = process.env.A11Y_ALL === 'true';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

it(
  EVERY_PAGE
    ? 'has no serious accessibility violation on any page'
    : 'has no serious accessibility violation on any template',
  async () => {
    const paths = EVERY_PAGE
      ? ['build/sitemap.xml', 'build/zh/sitemap.xml'].flatMap((file) => sitemapUrls(readFileSync(file, 'utf8'), SITE))
      : TEMPLATE_PAGES.map((path) => SITE + path);
    const violations: A11yViolation[] = [];
    for (const url of paths) {
      for (const mode of ['light', 'dark'] as const) violations.push(...(await seriousViolations(browser, url, mode)));
    }
    expect(violations).toEqual([]);
  },
  // Guide pages now carry up to 15 live demos each, which axe checks in both modes.
  EVERY_PAGE ? 3_600_000 : 600_000,
);
