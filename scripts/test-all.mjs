// The README's test command: every check, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

// The build gets a test ad zone so the browser tests can exercise the ad network path on this one
// build: tests/e2e/ads.e2e.ts intercepts the network's hosts (blocked, or a fake JSON), and every
// other browser test runs in headless Chromium, which the site treats as a bot (no ad, no request).
const testAdZone = { AD_NETWORK_ZONE: 'e2e-test-zone', AD_NETWORK_PLACEMENT: 'e2e-test' };

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit tests', ['npx', 'jest']],
  // Informational: fails only if the report cannot be made. The full list: npm run docs:coverage.
  ['docs coverage (props the guides explain)', ['node', 'scripts/docs-coverage.mjs', '--summary']],
  ['production build (en + zh)', ['node', 'scripts/build.mjs'], testAdZone],
  ['browser tests', ['node', 'scripts/run-e2e.mjs']],
];

const results = [];
for (const [name, [command, ...args], env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
