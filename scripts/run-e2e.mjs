// Serves the last production build on a local port and runs the browser tests against it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const site = `http://127.0.0.1:${port}`;

if (!existsSync('build/index.html') && !existsSync('build/introduction/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
process.env.CHROME_PATH = ensureChromium();

const server = spawn('node', ['server/static.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${site}/x/introduction/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${site}/x/introduction/`);
}

function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

let code = 1;
try {
  await waitForServer();
  const jest = spawn('npx', ['jest', '--config', 'tests/e2e/jest.config.mjs', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_SITE_URL: site },
  });
  code = await new Promise((resolve) => jest.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  stopServer();
}
process.exit(code);
