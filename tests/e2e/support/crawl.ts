import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems } from './browser';

export interface CrawlOptions {
  /** The site's own origin: requests elsewhere are blocked and reported. */
  readonly origin: string;
  /** Messages that are not problems (each pattern says why where it is defined). */
  readonly allowed: readonly RegExp[];
  readonly concurrency: number;
  /**
   * Pages that get the lighter check: hydration and the demos on the first screen, no scrolling
   * through the rest. Chinese pages render the same demos as their English twins, which get the
   * full check, so this keeps the crawl's time from doubling with every demo written.
   */
  readonly light?: (url: string) => boolean;
  /** How long a page may take to open and be exercised before it counts as stalled (default 90 s). */
  readonly pageTimeoutMs?: number;
}

export interface PageReport {
  readonly url: string;
  readonly problems: readonly string[];
  /** How long the page took to open and exercise, in milliseconds. */
  readonly duration: number;
  /** How many times the page stalled (see `pageTimeoutMs`): 1 means its second try finished. */
  readonly stalls: number;
}

/**
 * Waits for hydration (where hydration errors surface); on pages with demos, also moves the pointer
 * and scrolls through, so every lazily started demo runs, checks that every chart has a name, and opens
 * the first picker's popup.
 */
async function exercise(page: Page, light: boolean, problems: string[]): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 15_000,
  });
  if ((await page.locator('section[data-demo]').count()) === 0) {
    await page.waitForTimeout(100);
    return;
  }
  // Two points: the tab is reused, and a move to where the pointer already is may fire no event.
  await page.mouse.move(5, 5);
  await page.mouse.move(6, 6);
  if (light) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 900) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await reportUnnamedCharts(page, problems);
  await openFirstPickerPopup(page, problems);
}

/**
 * Every chart a demo draws needs an accessible name: an SVG `<title>`, `aria-label` or
 * `aria-labelledby`. A chart's SVG carries no stable class at 8.2.0, so a chart here is any
 * outermost SVG in a demo that is not an icon or part of a legend and is larger than an icon.
 */
async function reportUnnamedCharts(page: Page, problems: string[]): Promise<void> {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('section[data-demo] svg:not(svg svg, .MuiSvgIcon-root)')]
      // Legend marks and colour-legend gradients are parts of a chart, not charts.
      .filter((svg) => !svg.closest('[class*="Legend"], [class*="MuiChartsLabel"]'))
      .filter((svg) => {
        const box = svg.getBoundingClientRect();
        return box.width >= 60 && box.height >= 40;
      })
      .filter(
        (svg) =>
          !svg.querySelector(':scope > title')?.textContent?.trim() &&
          !svg.getAttribute('aria-label')?.trim() &&
          !svg.getAttribute('aria-labelledby'),
      )
      .map((svg) => svg.closest('section[data-demo]')?.id ?? '?'),
  );
  for (const demoId of new Set(unnamed)) problems.push(`a chart in demo #${demoId} has no accessible name`);
}

/**
 * Opens the popup of the page's first picker demo and closes it again: a picker renders its
 * calendar or clock only when opened, so an error there would go unseen by a crawl that only looks.
 */
async function openFirstPickerPopup(page: Page, problems: string[]): Promise<void> {
  const opener = page.locator('section[data-demo] button[aria-label^="Choose "]').first();
  if ((await opener.count()) === 0) return;
  const label = await opener.getAttribute('aria-label');
  await opener.click();
  try {
    await page.getByRole('dialog').first().waitFor({ timeout: 5_000 });
  } catch {
    problems.push(`the popup of the picker button "${label}" did not open`);
    return;
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(100);
}

/** How long a page may take to open and be exercised before it counts as stalled. */
const DEFAULT_PAGE_TIMEOUT_MS = 90_000;

/** A worker's browser context and its one tab, with the problems the tab has seen so far. */
interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: string[];
}

async function openTab(browser: Browser, origin: string): Promise<Tab> {
  // No request interception here: it turns off Chromium's HTTP cache, and every page would then
  // download and compile the site's scripts afresh. The browser cannot reach other hosts anyway
  // (see launch()); requests to them are reported below.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page, [], origin);
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  return { context, page, problems };
}

/** Opens and exercises one page; every failure ends up in `problems`, so this never rejects. */
async function visit(tab: Tab, url: string, light: boolean): Promise<void> {
  try {
    const response = await tab.page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() >= 400) tab.problems.push(`HTTP ${response?.status() ?? 'no response'}: ${url}`);
    await exercise(tab.page, light, tab.problems);
  } catch (error) {
    tab.problems.push(`navigation: ${(error as Error).message}`);
  }
}

/** Resolves true when `work` settles within `ms`, false when the time runs out first. */
async function settlesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([work.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}

/**
 * Opens every URL in Chromium and reports, per page: console errors and warnings, uncaught
 * errors (hydration mismatches among them), failed or 4xx/5xx requests to the site, any request
 * to another origin (it fails: the browser resolves no host name), and a page that stalls twice.
 */
export async function crawl(browser: Browser, urls: readonly string[], options: CrawlOptions): Promise<PageReport[]> {
  const queue = [...urls];
  const reports: PageReport[] = [];
  const pageTimeout = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const worker = async () => {
    // One tab per worker, navigated from page to page: each navigation is a full load and hydration,
    // and a tab that stays open keeps its warm renderer, which more than halves the time per page
    // against a new tab for each.
    let tab = await openTab(browser, options.origin);
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const started = Date.now();
      const light = options.light?.(url) ?? false;
      const problems: string[] = [];
      let stalls = 0;
      // A renderer that stops answering (idle, no request open) was seen once in many crawls of an
      // unchanged site: a second try in a fresh context tells such a hiccup from a page that hangs.
      for (; stalls < 2; stalls++) {
        const first = tab.problems.length;
        const finished = await settlesWithin(visit(tab, url, light), pageTimeout);
        problems.push(...tab.problems.slice(first));
        if (finished) break;
        // Some calls (evaluate, mouse, keyboard) wait without a deadline on a renderer that no longer
        // answers. The old context is not awaited, since it may never answer either.
        tab.context.close().catch(() => undefined);
        tab = await openTab(browser, options.origin);
      }
      if (stalls === 2) problems.push(`stalled: not finished ${pageTimeout / 1000} s after it was opened, twice`);
      const unexpected = problems.filter((problem) => !options.allowed.some((pattern) => pattern.test(problem)));
      reports.push({ url, problems: [...new Set(unexpected)], duration: Date.now() - started, stalls });
      // A line every 100 pages: a slow crawl shows where it is instead of going quiet until its timeout.
      if (reports.length % 100 === 0) console.info(`Crawled ${reports.length} of ${urls.length} pages.`);
    }
    await tab.context.close();
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return reports.sort((a, b) => a.url.localeCompare(b.url));
}

/** Page URLs of a Docusaurus sitemap, moved to the origin the build is served from. */
export function sitemapUrls(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => origin + new URL(match[1]!).pathname);
}
