// The ad slot on the built site. Headless Chromium announces itself as HeadlessChrome, which isbot
// counts as a bot, so these tests present a desktop Chrome user agent to see ads at all. The ad
// network is never reached: its hosts are intercepted (blocked, or answered with a fake JSON) and
// any other request off the site fails the test. The network path needs a build with the test zone
// (scripts/test-all.mjs builds with it); with no zone the site shows in-house ads directly.
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { SITE, collectProblems, launch, screenshotPath } from './support/browser';
import { layoutShift, watchLayoutShifts } from './support/layoutShift';

const TEST_ZONE = 'e2e-test-zone';
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const AD_HOSTS = /^https:\/\/(cdn\.carbonads\.com|srv\.buysellads\.com)\//;
const PAGE = '/x/introduction/';
const SLOT = '[data-ad-slot]';

function buildHasTestZone(): boolean {
  const dir = 'build/assets/js';
  return readdirSync(dir).some(
    (file) => file.endsWith('.js') && readFileSync(`${dir}/${file}`, 'utf8').includes(TEST_ZONE),
  );
}

const HOW_TO_RUN = `AD_NETWORK_ZONE=${TEST_ZONE} AD_NETWORK_PLACEMENT=e2e-test npm run build, then npm run test:e2e (npm test does both)`;

/**
 * The network path's tests: they need a build made with the test zone. On another build (a plain
 * `npm run build`) they are skipped, and say how to run them.
 */
const withTestZone: (name: string, test: () => Promise<void>, timeout?: number) => void = buildHasTestZone()
  ? (name, test, timeout) => it(name, test, timeout)
  : (name, test, timeout) => it.skip(`${name} [skipped: this build has no ad zone; to run it: ${HOW_TO_RUN}]`, test, timeout);

interface Visit {
  readonly page: Page;
  readonly adRequests: string[];
  readonly problems: string[];
}

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * Opens the page with Math.random fixed (so the per-visit draws are known: 0.5 gives the image shape
 * and an in-house fallback, 0.1 the inline shape) and layout shifts summed from the first paint.
 */
async function visit(options: {
  /** A desktop Chrome by default; null keeps headless Chromium's own (a bot). */
  userAgent?: string | null;
  random: number;
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  adNetwork: (route: Route) => Promise<void>;
}): Promise<Visit> {
  context = await browser.newContext({
    userAgent: options.userAgent === null ? undefined : (options.userAgent ?? CHROME_UA),
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  await context.addInitScript((random: number) => {
    Math.random = () => random;
  }, options.random);
  await watchLayoutShifts(context);
  const adRequests: string[] = [];
  const problems: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(SITE) || url.startsWith('data:')) return route.continue();
    if (AD_HOSTS.test(url)) {
      adRequests.push(url);
      return options.adNetwork(route);
    }
    problems.push(`request to another origin: ${url}`);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  collectProblems(page, problems);
  await page.goto(`${SITE}${PAGE}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return { page, adRequests, problems };
}

const blocked = (route: Route) => route.abort('blockedbyclient');

function fakeNetwork(replies: readonly unknown[]) {
  let calls = 0;
  return async (route: Route) => {
    const url = route.request().url();
    if (url.endsWith(`/ads/${TEST_ZONE}.json`)) {
      const reply = replies[Math.min(calls, replies.length - 1)];
      calls += 1;
      return route.fulfill({ json: reply });
    }
    if (url.includes('/logo.svg')) {
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#555"/></svg>',
      });
    }
    return route.fulfill({ status: 204, body: '' }); // impression and pixels
  };
}

const networkAd = {
  statlink: 'https://srv.buysellads.com/ads/click/x/e2e',
  statimp: 'https://srv.buysellads.com/ads/imp/e2e',
  image: 'https://srv.buysellads.com/img/logo.svg',
  company: 'Gridworks',
  description: 'Spreadsheets your users will not notice are web pages.',
  pixel: 'https://srv.buysellads.com/pixel/a?ts=[timestamp]||https://srv.buysellads.com/pixel/b',
  timestamp: '1700000000',
};

async function boxes(page: Page) {
  return page.evaluate((selector) => {
    const slot = document.querySelector(selector)!;
    const after = slot.closest('header')!.nextElementSibling!;
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top + window.scrollY);
    return { slotHeight: Math.round(slot.getBoundingClientRect().height), slotTop: top(slot), nextTop: top(after) };
  }, SLOT);
}

withTestZone('falls back to an in-house ad in the reserved box when the network is blocked, moving nothing', async () => {
  const { page, adRequests, problems } = await visit({ random: 0.5, adNetwork: blocked });
  const before = await boxes(page);
  expect(before.slotHeight).toBe(126); // reserved from the sm breakpoint up, before any ad
  expect(await page.locator(`${SLOT} [data-ad-source="in-house"]`).count()).toBe(0);

  const started = Date.now();
  const ad = page.locator(`${SLOT} a[data-ad-source="in-house"]`);
  await ad.waitFor({ timeout: 20_000 });
  // The fallback comes only after more than six polls of 500 ms.
  expect(Date.now() - started).toBeGreaterThan(2_000);
  expect(adRequests.some((url) => url.startsWith('https://cdn.carbonads.com/carbon.js?serve=e2e-test-zone'))).toBe(
    true,
  );

  expect(await ad.getAttribute('rel')).toBe('noopener sponsored');
  expect(await ad.getAttribute('data-ga-event-category')).toBe('ad');
  expect(await ad.getAttribute('data-ga-event-action')).toBe('click');
  expect(await ad.getAttribute('data-ga-event-label')).toMatch(/^in-house-/);
  expect(
    await page.locator(`${SLOT} img`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);

  expect(await boxes(page)).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
  await page.locator(SLOT).screenshot({ path: screenshotPath('ad-in-house-light') });
  // The blocked requests log "Failed to load resource"; nothing else may.
  expect(problems.filter((problem) => !/ERR_BLOCKED_BY_CLIENT/.test(problem))).toEqual([]);
}, 40_000);

withTestZone('shows the network ad from its JSON, after a reply with no valid ad, and fires its pixels', async () => {
  const { page, adRequests, problems } = await visit({
    random: 0.1,
    adNetwork: fakeNetwork([{ ads: [{}, { company: 'No link' }] }, { ads: [{}, networkAd] }]),
  });
  const before = await boxes(page);
  const ad = page.locator(`${SLOT} a[data-ad-source="carbon"]`);
  await ad.waitFor();
  await expect(ad.textContent()).resolves.toContain('Gridworks');
  expect(await ad.getAttribute('href')).toBe(networkAd.statlink);
  expect(await ad.getAttribute('rel')).toBe('noopener sponsored');
  expect(await ad.getAttribute('data-ga-event-category')).toBe('ad');
  expect(await ad.getAttribute('data-ga-event-action')).toBe('click');
  expect(await ad.getAttribute('data-ga-event-label')).toBe('carbon-Gridworks');
  await page.waitForLoadState('networkidle');
  expect(adRequests.filter((url) => url.endsWith('.json'))).toHaveLength(2);
  expect(adRequests).toEqual(
    expect.arrayContaining([
      networkAd.statimp,
      'https://srv.buysellads.com/pixel/a?ts=1700000000',
      'https://srv.buysellads.com/pixel/b',
    ]),
  );
  expect(await boxes(page)).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
  await page.locator(SLOT).screenshot({ path: screenshotPath('ad-network-inline-light') });
  expect(problems).toEqual([]);
});

withTestZone('shows HTML in a network ad as literal text', async () => {
  const html = '<img src=x onerror="document.title=1"><b>bold</b>';
  const { page, problems } = await visit({
    random: 0.1,
    adNetwork: fakeNetwork([{ ads: [{ ...networkAd, company: '<i>Acme</i>', description: html }] }]),
  });
  const ad = page.locator(`${SLOT} a[data-ad-source="carbon"]`);
  await ad.waitFor();
  await expect(ad.textContent()).resolves.toContain(html);
  await expect(ad.textContent()).resolves.toContain('<i>Acme</i>');
  expect(await ad.locator('b, i').count()).toBe(0);
  expect(await ad.locator('img').count()).toBe(1); // the logo only
  expect(problems).toEqual([]);
});

it.each([
  ['headless Chromium', null],
  ['Googlebot', GOOGLEBOT_UA],
])(
  'gives a bot (%s) no ad at all',
  async (_name, userAgent) => {
    const { page, adRequests, problems } = await visit({
      userAgent,
      random: 0.5,
      adNetwork: blocked,
    });
    await page.waitForTimeout(4_500); // longer than the fallback takes for a reader
    expect(await page.locator(SLOT).count()).toBe(1); // the reserved box is static HTML
    expect(await page.locator(`${SLOT} *`).count()).toBe(0);
    expect(await page.locator('[data-ad-source], #carbonads, [data-ga-event-category="ad"]').count()).toBe(0);
    expect(adRequests).toEqual([]);
    expect(problems).toEqual([]);
  },
  20_000,
);

it.each([
  ['a phone, below the sm breakpoint', { width: 390, height: 844 }, '142px'],
  ['a desktop, from the sm breakpoint up', { width: 1280, height: 800 }, '126px'],
])(
  'reserves its box before any ad, on %s: 24 px above and below, the ad shape\'s height',
  async (_name, viewport, minHeight) => {
    // A bot's visit: the box stays empty, so what is measured is the reservation alone.
    const { page } = await visit({ userAgent: null, random: 0.5, viewport, adNetwork: blocked });
    const box = await page.locator(SLOT).evaluate((slot) => {
      const style = getComputedStyle(slot);
      return { top: style.marginTop, bottom: style.marginBottom, minHeight: style.minHeight, height: slot.clientHeight };
    });
    expect(box).toEqual({ top: '24px', bottom: '24px', minHeight, height: parseInt(minHeight, 10) });
  },
  20_000,
);

withTestZone('reads well in dark mode', async () => {
  const { page } = await visit({ random: 0.5, colorScheme: 'dark', adNetwork: blocked });
  await page.locator(`${SLOT} a[data-ad-source="in-house"]`).waitFor({ timeout: 20_000 });
  await page.locator(SLOT).screenshot({ path: screenshotPath('ad-in-house-dark') });
}, 30_000);
