// Serves the last production build (with the feedback API, on a throwaway database) on a free local
// port and runs the browser tests against it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { createServer } from '../server/index.mjs';

if (!existsSync('build/introduction/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
process.env.CHROME_PATH = ensureChromium();

// Port 0: the system picks a free port, so a server already running here is never tested by mistake.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-feedback-'));
const server = createServer({ buildDir: 'build', feedbackDb: path.join(dataDir, 'feedback.sqlite') });
const site = await server.listen(Number(process.env.E2E_PORT ?? 0), '127.0.0.1');

const jest = spawn('npx', ['jest', '--config', 'tests/e2e/jest.config.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SITE_URL: site },
});
const code = await new Promise((resolve) => jest.on('exit', (exitCode) => resolve(exitCode ?? 1)));
await server.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
