// The feedback form against the real server: a post lands in SQLite; with the server down the
// reader sees the fixed failure text and keeps what they typed.
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newContext } from './support/browser';
import { startOwnServer, type OwnServer } from './support/ownServer';

const ERROR = "Couldn't submit feedback. Please try again later.";

let browser: Browser;
let context: BrowserContext;
let own: OwnServer;
let problems: string[];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  own = await startOwnServer();
  context = await newContext(browser);
  problems = [];
});

afterEach(async () => {
  await context.close();
  await own.dispose();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(own.origin + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

it('posts a guide page’s feedback to the server, which stores the row in SQLite', async () => {
  const page = await open('/x/react-data-grid/sorting/');
  await page.evaluate(() => {
    window.location.hash = 'sorting-mode';
  });
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await page.getByLabel('Tell us more (optional)').fill('Show sorting on a computed column, please.');
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/feedback-api/v1/feedback')),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(201);
  // The page reads the response after Playwright sees it: wait for the thanks rather than count at once.
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' });
  await thanks.first().waitFor();
  await expect(thanks.count()).resolves.toBe(1);

  const db = new Database(own.dbFile, { readonly: true });
  const rows = db.prepare('SELECT page, rating, comment, section, version, language FROM feedback').all();
  db.close();
  expect(rows).toEqual([
    {
      page: '/x/react-data-grid/sorting/',
      rating: 'no',
      comment: 'Show sorting on a computed column, please.',
      section: 'sorting-mode',
      version: '8.2.0',
      language: 'en',
    },
  ]);
  expect(problems).toEqual([]);
});

it('is at the foot of API pages too', async () => {
  const page = await open('/x/api/data-grid/data-grid/');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Thank you for your feedback.').waitFor();
  expect(own.server.store.all()).toEqual([
    expect.objectContaining({ page: '/x/api/data-grid/data-grid/', rating: 'yes', comment: '' }),
  ]);
  expect(problems).toEqual([]);
});

it('shows the failure text and keeps the comment when the server is down', async () => {
  const page = await open('/x/introduction/');
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  const comment = page.getByLabel('Tell us more (optional)');
  await comment.fill('Clear install steps.');
  await own.stop();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(ERROR, { exact: true }).waitFor();
  expect(await page.getByRole('status').filter({ hasText: ERROR }).textContent()).toBe(ERROR);
  expect(await comment.inputValue()).toBe('Clear install steps.');
  expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
  // Network errors are expected once the server is down (the refused post, a cut-off prefetch).
  expect(problems.filter((problem) => !/^Failed to load resource: net::ERR_/.test(problem))).toEqual([]);
});
