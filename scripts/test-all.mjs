// The README's test command: every check, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit tests', ['npx', 'jest']],
  ['production build (en + zh)', ['npx', 'docusaurus', 'build']],
  ['browser tests', ['node', 'scripts/run-e2e.mjs']],
];

const results = [];
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
