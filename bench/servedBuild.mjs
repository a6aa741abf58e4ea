// What every benchmark needs: the last build served on a free local port, and Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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

/** A build served by our own server on a free local port, as it is deployed (gzip, caching). */
export async function serveBuild(buildDir = 'build') {
  // The feedback API is served too (benchmarks post nothing), on an in-memory database.
  const server = createServer({ buildDir, feedbackDb: ':memory:' });
  const origin = await server.listen(0, '127.0.0.1');
  return { origin, close: () => server.close() };
}

export async function openServedBuild(buildDir = 'build') {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { origin: server.origin, browser, close };
}

/** The middle value of a set of runs (the upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The machine a result was measured on, with its load (other work skews every timing). */
function machineDescription() {
  const [oneMinuteLoad] = os.loadavg();
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${oneMinuteLoad.toFixed(2)}`;
}

/** Writes bench/results/<name>.json, stamped with the date and the machine. */
export function writeResult(name, fields) {
  mkdirSync('bench/results', { recursive: true });
  const result = { date: new Date().toISOString(), machine: machineDescription(), ...fields };
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}
