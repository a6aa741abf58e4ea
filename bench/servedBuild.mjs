// What every benchmark needs: the last build served on a free local port, and Debian's Chromium.
import { chromium } from 'playwright-core';
import { createStaticServer } from '../server/static.mjs';
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
  const server = createStaticServer('build').listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { origin, browser, close };
}
