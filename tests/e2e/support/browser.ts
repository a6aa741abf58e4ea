import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SITE = process.env.E2E_SITE_URL ?? 'http://127.0.0.1:4173';

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found)
    throw new Error('No Chromium found: set CHROME_PATH or install Debian’s chromium (apt-get install -y chromium).');
  return found;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Nothing leaves the machine: every host name fails to resolve (the site is served on
      // 127.0.0.1, an address, so it needs no lookup). Tests that fake a remote service intercept
      // its requests with page.route, which answers before any lookup.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
}

/**
 * Console errors and warnings, uncaught errors, and failed requests to the site at `origin` seen by
 * a page, as messages added to `problems`.
 */
export function collectProblems(page: Page, problems: string[] = [], origin: string = SITE): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling its own request: a test reloads or closes a page while a
    // demo it started is still loading. A file the site lacks is a 4xx response (below); a server
    // that fails is a connection error, which still counts.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

export async function newContext(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  return browser.newContext({ colorScheme: options.colorScheme ?? 'light', viewport: { width: 1280, height: 800 } });
}

export async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

export async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor({ state: 'detached' });
}

export function screenshotPath(name: string): string {
  fs.mkdirSync('test-results', { recursive: true });
  return `test-results/${name}.png`;
}

/** A phone's viewport: the layout switches to the navbar menu below 997 px. */
export const PHONE = { width: 390, height: 844 };

export interface BrowserSuite {
  /** Opens a page of the site in this test's context (at a phone's size if asked) and watches it for problems. */
  open(path: string, options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** The browser context of the running test (fresh for each test). */
  context(): BrowserContext;
  /** The problems seen so far in this test. */
  problems(): readonly string[];
  /** Forget the problems seen so far (after provoking failures on purpose). */
  clearProblems(): void;
}

/**
 * Registers the hooks every browser test file needs: one Chromium per file, a fresh context per
 * test, and after each test a check that the pages it opened logged no error or warning, threw
 * nothing and had no failed request to the site (messages matching `allowed` excepted).
 */
export function setupBrowserSuite(options: { allowed?: readonly RegExp[]; permissions?: string[] } = {}): BrowserSuite {
  let browser: Browser;
  let context: BrowserContext;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await newContext(browser);
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: SITE });
    problems.length = 0;
  });
  afterEach(async () => {
    await context.close();
    const allowed = options.allowed ?? [];
    expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
  });
  return {
    async open(path, { viewport } = {}) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      collectProblems(page, problems);
      await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
      // Tests act as a reader would once the page works: Docusaurus marks the end of hydration.
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      return page;
    },
    context: () => context,
    problems: () => [...problems],
    clearProblems() {
      problems.length = 0;
    },
  };
}
