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
    ],
  });
}

/** Console errors and warnings, page errors and failed own-origin requests seen by a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(SITE)) problems.push(`request failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(SITE) && response.status() >= 400)
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
