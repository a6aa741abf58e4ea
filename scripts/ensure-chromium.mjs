// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// When neither exists and we are root with apt-get, installs Debian's chromium; otherwise stops
// with the command to run. (Playwright's own browser download is not reachable here.)
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    console.log('Installing Debian’s chromium for the browser tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
      'or point CHROME_PATH at a Chrome or Chromium executable.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
