import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

// A port of its own, so a server left running by `npm start` (4321) is never silently tested instead.
const PORT = Number(process.env.E2E_PORT ?? 4391);
/** `E2E_SERVER=nginx`: the same tests against the shipped deploy/nginx.conf over HTTPS (self-signed). */
const NGINX = process.env.E2E_SERVER === 'nginx';
const ORIGIN = `${NGINX ? 'https' : 'http'}://localhost:${PORT}`;

// Runs against the production build (`npm test` builds first), served the way `npm start` serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: ORIGIN,
    ignoreHTTPSErrors: NGINX,
    launchOptions: {
      executablePath: findChromium(),
      // QUIC off: the nginx tests serve HTTPS over TCP only.
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `node scripts/${NGINX ? 'serve-nginx.mjs' : 'serve.mjs'} --port ${PORT}`,
    url: `${ORIGIN}/`,
    ignoreHTTPSErrors: NGINX,
    // Never test a stray server: if the port is taken, fail and say so.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
