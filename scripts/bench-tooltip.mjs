// Measures the calculator page's JavaScript, gzipped, as the browser loads it: at first load, and after
// a reader first hovers a help icon (which loads the Radix tooltip chunk). Run after `astro build`:
//   node scripts/bench-tooltip.mjs [--port 4415]
// Counts inline scripts from the built HTML plus every script file requested, as tests/e2e/calculator.spec.ts
// does, and writes bench/tooltip.json and the "Help tooltip" section of bench/report.md.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const portArg = process.argv.indexOf('--port');
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) : 4415;
const DIST = 'dist';
const gz = (path) => gzipSync(readFileSync(join(DIST, path))).length;
const BUDGET = 85 * 1024;
// Measured the same way on 2026-11-23 with the calculator's earlier hand-written tip (no Radix), for comparison.
const BEFORE = { firstLoadGzipBytes: 79_750, afterFirstTipGzipBytes: 79_750 };

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
try {
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  await page.goto(`http://localhost:${PORT}/funding-calculator`);
  await page.waitForSelector('astro-island:not([ssr]) form', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const inline = (
    readFileSync(join(DIST, 'funding-calculator', 'index.html'), 'utf8').match(/<script(?![^>]*(?:src|application\/ld\+json))[^>]*>[\s\S]*?<\/script>/g) ?? []
  ).reduce((sum, s) => sum + gzipSync(s).length, 0);
  const firstFiles = [...scripts];
  const firstLoad = inline + firstFiles.reduce((sum, p) => sum + gz(p), 0);
  const help = page.getByRole('button', { name: /^About / }).first();
  await help.hover();
  await page
    .getByRole('tooltip')
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const laterFiles = [...scripts].filter((p) => !firstFiles.includes(p));
  const afterTip = firstLoad + laterFiles.reduce((sum, p) => sum + gz(p), 0);
  const result = {
    date: new Date().toISOString(),
    budgetBytes: BUDGET,
    before: BEFORE,
    firstLoadGzipBytes: firstLoad,
    afterFirstTipGzipBytes: afterTip,
    firstLoadFiles: firstFiles.map((p) => [p, gz(p)]),
    loadedOnFirstTip: laterFiles.map((p) => [p, gz(p)]),
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync('bench/tooltip.json', JSON.stringify(result, null, 2) + '\n');
  const kb = (b) => `${b.toLocaleString('en-US')} B (${(b / 1024).toFixed(1)} KB)`;
  const section = `## Help tooltip (calculator page JavaScript, gzipped)\n\nMeasured by \`node scripts/bench-tooltip.mjs\` on ${result.date.slice(0, 10)}: inline scripts plus every script file the page requests, gzipped. Budget for the first load: ${kb(BUDGET)}.\n\n| Help tips | First load | After the first tip opens |\n| --- | --- | --- |\n| Hand-written (before) | ${kb(BEFORE.firstLoadGzipBytes)} | ${kb(BEFORE.afterFirstTipGzipBytes)} |\n| Radix Tooltip, loaded on first hover, focus or tap (now) | ${kb(firstLoad)} | ${kb(afterTip)} |\n\nLoaded on the first tip: ${result.loadedOnFirstTip.map(([p, b]) => `\`${p}\` ${b.toLocaleString('en-US')} B`).join(', ')}.\n`;
  const reportPath = 'bench/report.md';
  let report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Bench\n';
  report = report.replace(/## Help tooltip[\s\S]*?(?=\n## |$)/, '').replace(/\n+$/, '\n');
  // Before "Build scale", which bench-scale.mjs rewrites from its heading to the end of the file.
  report = report.includes('\n## Build scale') ? report.replace('\n## Build scale', `\n${section}\n## Build scale`) : `${report}\n${section}`;
  writeFileSync(reportPath, report.replace(/\n{3,}/g, '\n\n'));
  await browser.close();
} finally {
  server.kill();
}
