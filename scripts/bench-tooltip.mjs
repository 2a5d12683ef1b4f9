// Measures the calculator page's JavaScript, gzipped, as the browser loads it: at first load, and after
// a reader first hovers a help icon (which loads the Radix tooltip chunk). Run after `astro build`:
//   node scripts/bench-tooltip.mjs [--port 4415]
// Counts inline scripts from the built HTML plus every script file requested, as tests/e2e/calculator.spec.ts does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const portArg = process.argv.indexOf('--port');
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) : 4415;
const DIST = 'dist';
const gz = (path) => gzipSync(readFileSync(join(DIST, path))).length;

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
try {
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  await page.goto(`http://localhost:${PORT}/funding-calculator`);
  await page.waitForSelector('astro-island:not([ssr]) form', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const inline = (readFileSync(join(DIST, 'funding-calculator', 'index.html'), 'utf8').match(/<script(?![^>]*src)[^>]*>[\s\S]*?<\/script>/g) ?? [])
    .reduce((sum, s) => sum + gzipSync(s).length, 0);
  const firstFiles = [...scripts];
  const firstLoad = inline + firstFiles.reduce((sum, p) => sum + gz(p), 0);
  const help = page.getByRole('button', { name: /^About / }).first();
  await help.hover();
  await page.getByRole('tooltip').waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const laterFiles = [...scripts].filter((p) => !firstFiles.includes(p));
  const afterTip = firstLoad + laterFiles.reduce((sum, p) => sum + gz(p), 0);
  console.log(JSON.stringify({ firstLoadGzipBytes: firstLoad, afterFirstTipGzipBytes: afterTip, firstLoadFiles: firstFiles.map((p) => [p, gz(p)]), loadedOnFirstTip: laterFiles.map((p) => [p, gz(p)]) }, null, 2));
  await browser.close();
} finally {
  server.kill();
}
