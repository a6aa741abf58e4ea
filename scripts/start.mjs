// `npm start`: the Docusaurus dev server and, beside it, the feedback API (server/serve.mjs with no
// build), so the feedback form works in development too. The form posts cross-origin to the API's
// port, which allows the dev server's origin only. Arguments go to `docusaurus start`
// (`npm start -- --port 3002`); FEEDBACK_PORT moves the API (default 3001), FEEDBACK_DB its file.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const sitePort = portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? '3000');
const feedbackPort = process.env.FEEDBACK_PORT ?? '3001';
if (!args.includes('--locale')) args.push('--locale', 'en');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/** Stops the other process when one ends, and exits with the first one's code. */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {Record<string, string>} env
 */
function run(command, commandArgs, env) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => stopAll(code ?? 1));
  children.push(child);
}

run('node', ['server/serve.mjs'], {
  FEEDBACK_API_ONLY: 'true',
  PORT: feedbackPort,
  HOST: '127.0.0.1',
  SITE_ORIGIN: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
});
run('npx', ['docusaurus', 'start', ...args], {
  FEEDBACK_API_URL: `http://127.0.0.1:${feedbackPort}/feedback-api/v1/feedback`,
});

process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));
