// Serves the last production build on a free local port and runs the browser tests against it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { createStaticServer } from '../server/static.mjs';

if (!existsSync('build/introduction/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
process.env.CHROME_PATH = ensureChromium();

// Port 0: the system picks a free port, so a server already running here is never tested by mistake.
const server = createStaticServer('build').listen(Number(process.env.E2E_PORT ?? 0), '127.0.0.1');
await new Promise((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});
const site = `http://127.0.0.1:${server.address().port}`;

const jest = spawn('npx', ['jest', '--config', 'tests/e2e/jest.config.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SITE_URL: site },
});
const code = await new Promise((resolve) => jest.on('exit', (exitCode) => resolve(exitCode ?? 1)));
server.close();
process.exit(code);
