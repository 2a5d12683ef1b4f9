// Finds a Chromium for Playwright and Lighthouse; on Debian as root with none, installs one with apt.
// Browser downloads by Playwright are not possible on our machines, so we never run `playwright install`.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightChromium() {
  try {
    const path = require('playwright-core').chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error('No Chromium found: installing Debian’s chromium package with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium executable, then run `npm test` again.';

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium();
  if (!path) {
    console.error(NO_CHROMIUM_MESSAGE);
    process.exit(1);
  }
  console.log(path);
}
