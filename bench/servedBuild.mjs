// What every benchmark needs: the last build served on a free local port, and Debian's Chromium.
import { chromium } from 'playwright-core';
import { createServer } from '../server/index.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function openServedBuild() {
  // The feedback API is served too (benchmarks post nothing), on an in-memory database.
  const server = createServer({ buildDir: 'build', feedbackDb: ':memory:' });
  const origin = await server.listen(0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { origin, browser, close };
}
