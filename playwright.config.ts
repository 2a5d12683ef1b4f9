import { defineConfig, devices } from '@playwright/test';

// A port of its own, so a server left running by `npm start` (4321) is never silently tested instead.
const PORT = Number(process.env.E2E_PORT ?? 4391);

// Runs against the production build (`npm test` builds first), served the way `npm start` serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    // Never test a stray server: if the port is taken, fail and say so.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
