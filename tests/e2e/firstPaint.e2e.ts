// What the reader sees in the very first frame is what stays: the colour mode they chose, and the
// font the text keeps. The browser's own frames are recorded from the navigation on (a DevTools
// screencast), with the web fonts held back well past the first paint as on a slow network, and the
// first frame with the page's heading in it is compared with the settled page.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launch, SITE } from './support/browser';

const FONT_DELAY_MS = 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface Frame {
  png: string;
  /** Wall-clock seconds, as the screencast stamps its frames. */
  timestamp: number;
}

async function recordFrames(session: CDPSession, frames: Frame[]): Promise<void> {
  session.on('Page.screencastFrame', (event) => {
    frames.push({ png: event.data, timestamp: event.metadata.timestamp ?? 0 });
    void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
  });
  await session.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
}

interface RegionSummary {
  /** Share of the region's pixels that differ from the settled frame's by more than a little. */
  differentShare: number;
  /** Mean luminance of the region, 0 (black) to 255 (white). */
  luminance: number;
  /** Whether anything is drawn in the region (a blank frame has one colour throughout). */
  hasInk: boolean;
}

/** Compares a region of each frame with the same region of the settled frame, in the browser's own decoder. */
async function summarize(
  decoder: Page,
  frames: string[],
  settled: string,
  region: { x: number; y: number; width: number; height: number },
): Promise<RegionSummary[]> {
  return decoder.evaluate(
    async ({ frames, settled, region }) => {
      async function pixels(png: string): Promise<Uint8ClampedArray> {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = region.width;
        canvas.height = region.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, region.x, region.y, region.width, region.height, 0, 0, region.width, region.height);
        return context.getImageData(0, 0, region.width, region.height).data;
      }
      const reference = await pixels(settled);
      const summaries = [];
      for (const frame of frames) {
        const data = await pixels(frame);
        let different = 0;
        let luminanceSum = 0;
        let inked = false;
        for (let i = 0; i < data.length; i += 4) {
          const delta =
            Math.abs(data[i]! - reference[i]!) +
            Math.abs(data[i + 1]! - reference[i + 1]!) +
            Math.abs(data[i + 2]! - reference[i + 2]!);
          if (delta > 48) different += 1;
          luminanceSum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
          if (!inked && (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2])) inked = true;
        }
        const count = data.length / 4;
        summaries.push({ differentShare: different / count, luminance: luminanceSum / count, hasInk: inked });
      }
      return summaries;
    },
    { frames, settled, region },
  );
}

async function firstPaintAgainstSettled(
  page: string,
  stored: 'light' | 'dark',
  system: 'light' | 'dark',
): Promise<{ first: RegionSummary; settled: RegionSummary; framesBeforeText: RegionSummary[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: system });
  try {
    await context.addInitScript((mode) => localStorage.setItem('mui-mode', mode), stored);
    // As on a slow network: the fonts arrive long after the first paint could have used them.
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    const tab = await context.newPage();
    await tab.goto('about:blank');
    const session = await context.newCDPSession(tab);
    const frames: Frame[] = [];
    await recordFrames(session, frames);
    // The blank tab's frame is sent when recording starts: let it go before the navigation does.
    await tab.waitForTimeout(300);
    const startedAt = Date.now() / 1000;
    await tab.goto(`${SITE}${page}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // Past the fonts' arrival, so a font that swapped in late would show in the settled frame.
    await tab.waitForTimeout(FONT_DELAY_MS + 500);
    const heading = await tab.locator('article h1').boundingBox();
    if (!heading) throw new Error(`${page} has no visible h1`);
    const settledPng = (await tab.screenshot()).toString('base64');
    await session.send('Page.stopScreencast');

    const region = {
      x: Math.floor(heading.x),
      y: Math.floor(heading.y),
      width: Math.ceil(heading.width),
      height: Math.ceil(heading.height),
    };
    // The frames of this navigation (the blank tab's own frames come before it).
    const pageFrames = frames.filter((frame) => frame.timestamp >= startedAt).map((frame) => frame.png);
    expect(pageFrames.length).toBeGreaterThan(0);
    const decoder = await context.newPage();
    const [settled, ...summaries] = await summarize(decoder, [settledPng, ...pageFrames], settledPng, region);
    const firstWithText = summaries.findIndex((summary) => summary.hasInk);
    expect(firstWithText).toBeGreaterThanOrEqual(0);
    return {
      first: summaries[firstWithText]!,
      settled: settled!,
      framesBeforeText: summaries.slice(0, firstWithText),
    };
  } finally {
    await context.close();
  }
}

describe.each([
  ['a text guide', '/x/introduction/'],
  ['a Data Grid guide', '/x/react-data-grid/sorting/'],
])('the first frame of %s', (_name, page) => {
  it.each([
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const)(
    'with %s mode chosen on a %s system: paints in that mode and in the font the text keeps',
    async (stored, system) => {
      const { first, settled, framesBeforeText } = await firstPaintAgainstSettled(page, stored, system);
      // The test compares the right thing: the heading region is in the chosen mode once settled.
      if (stored === 'dark') expect(settled.luminance).toBeLessThan(80);
      else expect(settled.luminance).toBeGreaterThan(170);
      // No frame of the wrong mode before the text: a blank frame in the chosen mode at most.
      for (const frame of framesBeforeText) {
        if (stored === 'dark') expect(frame.luminance).toBeLessThan(80);
        else expect(frame.luminance).toBeGreaterThan(170);
      }
      // The heading as first painted is the heading as it stays: same colours, same glyphs.
      expect(first.differentShare).toBeLessThan(0.01);
    },
    60_000,
  );
});
