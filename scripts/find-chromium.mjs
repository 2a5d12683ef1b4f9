// Finds a Chromium for Playwright and Lighthouse. It never installs one: system packages come from
// docs/setup.md's set-up line (and .ci/run), so `npm test` changes nothing outside the project.
// Browser downloads by Playwright are not possible on our machines, so we never run `playwright install`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The browser's own version line ("Chromium 156.0.8078.108 built on Debian…"), for the top of the test output:
 * browser behaviour (focus after a light dismiss, invoker commands) changes between versions, so a run says
 * which one it tested. Debian's wrapper script prints shell noise on stderr, which is dropped.
 */
export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return `unknown (${path} --version failed)`;
  }
}

/**
 * Flags for every headless Chromium the tests and benches start: no sandbox (we run as root in CI), no GPU,
 * and nothing that reaches the network on its own (there is no internet here).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
