// @ts-check
// Our pages against the stock Docusaurus peer's (bench/peer.mjs), with the same server settings and
// the same Lighthouse options as bench/lighthouse.mjs. The runs alternate, ours then the peer's, so
// a slow spell of the machine lands on both; each figure is then read as a ratio to the peer's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { median, serveBuild } from './servedBuild.mjs';
import { LIGHTHOUSE_BUDGETS, RUNS, launchLighthouseChrome, lighthouseRun } from './lighthouse.mjs';
import { FIRST_LOAD_BUDGET_GZIP_KB, measureFirstLoad } from './first-load.mjs';

/** Each of our page types beside the peer's page of the same kind (peer paths under its docs/). */
export const PEER_PAIRS = [
  // The text pages have a score budget, not a TBT one: their TBT is only held under the peer's.
  {
    name: 'text guide',
    ours: '/x/introduction/',
    peer: '/x/docs/intro/',
    tbtBudgetMs: null,
    firstLoadBudgetKB: FIRST_LOAD_BUDGET_GZIP_KB.text,
  },
  {
    name: 'Data Grid guide',
    ours: '/x/react-data-grid/sorting/',
    peer: '/x/docs/data-grid-sorting/',
    tbtBudgetMs: LIGHTHOUSE_BUDGETS.dataGridTbtMs,
    firstLoadBudgetKB: FIRST_LOAD_BUDGET_GZIP_KB.demos,
  },
];
/** Issue 36: our first paint and largest paint at most this fraction of the peer's. */
export const PAINT_RATIO_TARGET = 0.8;

/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseRun */

/** @param {LighthouseRun[]} runs */
function summarize(runs) {
  const lcp = runs.map((r) => r.lcpMs);
  return {
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(lcp),
    lcpMinMs: Math.min(...lcp),
    lcpMaxMs: Math.max(...lcp),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    score: median(runs.map((r) => r.score)),
    hostIndex: Math.round(median(runs.map((r) => r.hostIndex))),
  };
}

/**
 * Ours over the peer's, to two decimals; null when the peer's is 0 (a TBT of 0 has no ratio).
 * @param {number} ours
 * @param {number} peer
 */
const ratio = (ours, peer) => (peer === 0 ? null : Math.round((ours / peer) * 100) / 100);

/**
 * @param {string} buildDir
 * @param {string} who
 */
function assertBuilt(buildDir, who) {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${who} build is missing: ${buildDir}`);
}

/**
 * @param {{ ourBuildDir?: string, peerBuildDir: string, runs?: number }} options
 */
export async function comparePeer({ ourBuildDir = 'build', peerBuildDir, runs = RUNS }) {
  assertBuilt(ourBuildDir, 'Our');
  assertBuilt(peerBuildDir, 'The peer');
  // First-load JavaScript does not depend on the machine's speed: one pass per site is enough. It
  // goes first, as it also proves both sites serve and hydrate these pages before the long part.
  const ourFirstLoad = await measureFirstLoad({ buildDir: ourBuildDir, pages: PEER_PAIRS.map((pair) => pair.ours) });
  const peerFirstLoad = await measureFirstLoad({ buildDir: peerBuildDir, pages: PEER_PAIRS.map((pair) => pair.peer) });
  const ourServer = await serveBuild(ourBuildDir);
  const peerServer = await serveBuild(peerBuildDir);
  const chrome = await launchLighthouseChrome();
  /** @type {{ ours: LighthouseRun[], peer: LighthouseRun[] }[]} */
  const lighthouseRuns = [];
  try {
    for (const pair of PEER_PAIRS) {
      /** @type {{ ours: LighthouseRun[], peer: LighthouseRun[] }} */
      const pairRuns = { ours: [], peer: [] };
      for (let run = 0; run < runs; run += 1) {
        pairRuns.ours.push(await lighthouseRun(chrome.port, ourServer.origin + pair.ours));
        pairRuns.peer.push(await lighthouseRun(chrome.port, peerServer.origin + pair.peer));
      }
      lighthouseRuns.push(pairRuns);
    }
  } finally {
    await chrome.kill();
    await ourServer.close();
    await peerServer.close();
  }

  const pairs = PEER_PAIRS.map((pair, index) =>
    pairResult(pair, lighthouseRuns[index] ?? { ours: [], peer: [] }, {
      ours: ourFirstLoad[index]?.gzipKB ?? 0,
      peer: peerFirstLoad[index]?.gzipKB ?? 0,
    }),
  );
  return { runs, pairs, targets: pairs.flatMap(targetsOf) };
}

/**
 * One page beside the peer's: the medians of each, the ratios, and every run.
 * @param {(typeof PEER_PAIRS)[number]} pair
 * @param {{ ours: LighthouseRun[], peer: LighthouseRun[] }} runs
 * @param {{ ours: number, peer: number }} firstLoadGzipKB
 */
function pairResult(pair, runs, firstLoadGzipKB) {
  const ours = { path: pair.ours, ...summarize(runs.ours), firstLoadGzipKB: firstLoadGzipKB.ours };
  const peer = { path: pair.peer, ...summarize(runs.peer), firstLoadGzipKB: firstLoadGzipKB.peer };
  return {
    name: pair.name,
    tbtBudgetMs: pair.tbtBudgetMs,
    firstLoadBudgetKB: pair.firstLoadBudgetKB,
    ours,
    peer,
    ratios: {
      fcp: ratio(ours.fcpMs, peer.fcpMs),
      lcp: ratio(ours.lcpMs, peer.lcpMs),
      tbt: ratio(ours.tbtMs, peer.tbtMs),
      firstLoad: ratio(ours.firstLoadGzipKB, peer.firstLoadGzipKB),
    },
    runs,
  };
}

/** @typedef {ReturnType<typeof pairResult>} PeerPair */

/**
 * Issue 36's done-when, per page: each target with its measured value and whether it is met.
 * @param {PeerPair} pair
 */
function targetsOf({ name, tbtBudgetMs, firstLoadBudgetKB, ours, peer, ratios }) {
  const paint = (/** @type {'FCP' | 'LCP'} */ metric, /** @type {number | null} */ value) => ({
    pair: name,
    metric,
    target: `ours/peer <= ${PAINT_RATIO_TARGET}`,
    value,
    pass: value !== null && value <= PAINT_RATIO_TARGET,
  });
  return [
    paint('LCP', ratios.lcp),
    paint('FCP', ratios.fcp),
    {
      pair: name,
      metric: 'TBT',
      target: `${tbtBudgetMs === null ? '' : `<= ${tbtBudgetMs} ms and `}< peer (${peer.tbtMs} ms)`,
      value: ours.tbtMs,
      pass: ours.tbtMs < peer.tbtMs && (tbtBudgetMs === null || ours.tbtMs <= tbtBudgetMs),
    },
    {
      pair: name,
      metric: 'first-load JS (KB gzip)',
      target: `<= ${firstLoadBudgetKB} and < peer (${peer.firstLoadGzipKB})`,
      value: ours.firstLoadGzipKB,
      pass: ours.firstLoadGzipKB < peer.firstLoadGzipKB && ours.firstLoadGzipKB <= firstLoadBudgetKB,
    },
    {
      pair: name,
      metric: 'CLS',
      target: `${LIGHTHOUSE_BUDGETS.cls}`,
      value: ours.cls,
      pass: ours.cls <= LIGHTHOUSE_BUDGETS.cls,
    },
  ];
}

/**
 * One table per page (ours, the peer's, the ratio), then the targets.
 * @param {{ runs: number, pairs: PeerPair[], targets: ReturnType<typeof targetsOf> }} comparison
 */
export function printPeerComparison({ runs, pairs, targets }) {
  for (const { name, ours, peer, ratios } of pairs) {
    console.log(`${name}: ${ours.path} vs the peer's ${peer.path} (medians of ${runs} interleaved runs each)`);
    console.table({
      'FCP (ms)': { ours: ours.fcpMs, peer: peer.fcpMs, 'ours/peer': ratios.fcp },
      'LCP (ms)': { ours: ours.lcpMs, peer: peer.lcpMs, 'ours/peer': ratios.lcp },
      'LCP range (ms)': {
        ours: `${ours.lcpMinMs}-${ours.lcpMaxMs}`,
        peer: `${peer.lcpMinMs}-${peer.lcpMaxMs}`,
        'ours/peer': '',
      },
      'TBT (ms)': { ours: ours.tbtMs, peer: peer.tbtMs, 'ours/peer': ratios.tbt },
      CLS: { ours: ours.cls, peer: peer.cls, 'ours/peer': '' },
      score: { ours: ours.score, peer: peer.score, 'ours/peer': '' },
      'first-load JS (KB gzip)': {
        ours: ours.firstLoadGzipKB,
        peer: peer.firstLoadGzipKB,
        'ours/peer': ratios.firstLoad,
      },
      'host index': { ours: ours.hostIndex, peer: peer.hostIndex, 'ours/peer': '' },
    });
  }
  console.table(targets.map((target) => ({ ...target, pass: target.pass ? 'pass' : 'FAIL' })));
}
