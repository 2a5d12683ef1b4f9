// Measures how fast the site search ranks results as a reader types, on a phone-sized page with the CPU
// slowed 4× (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate), in both languages. Quick and
// optional: run after `astro build` (`npm run bench` keeps the section it writes):
//   node scripts/bench-search.mjs [--port 4416]
// Each keystroke is timed from its keydown to the moment the results on the page have changed (a
// MutationObserver), so the time covers the search (Fuse.js over the whole index) and React's render.
// Writes bench/search.json and the "Site search" section of bench/report.md. Target: 50 ms a keystroke.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const portArg = process.argv.indexOf('--port');
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) : 4416;
const TARGET_MS = 50;
const SLOWDOWN = 4;
const CASES = [
  { lang: 'en', path: '/search', index: 'dist/search-index/en.json', queries: ['confession of judgment', 'Texas', 'factor rate', 'renewal'] },
  { lang: 'es', path: '/es/buscar', index: 'dist/search-index/es.json', queries: ['confesión de sentencia', 'Texas', 'tasa de factor', 'renovación'] },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
try {
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  for (const { lang, path, index, queries } of CASES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`http://localhost:${PORT}${path}`);
    const box = page.locator('main input[type="search"]');
    await page.waitForSelector('main astro-island:not([ssr])', { state: 'attached' });
    const loaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
    await box.focus();
    await loaded;
    await page.evaluate(() => {
      const input = document.querySelector('main input[type="search"]');
      const w = /** @type {any} */ (window);
      w.lat = [];
      let start = 0;
      input.addEventListener('keydown', () => (start = performance.now()), true);
      new MutationObserver(() => {
        if (start) w.lat.push(performance.now() - start);
        start = 0;
      }).observe(input.closest('.site-search'), { subtree: true, childList: true, characterData: true });
    });
    for (const query of queries) {
      await box.fill('');
      await page.evaluate(() => /** @type {any} */ (window.lat = []));
      await box.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
      const lat = await page.evaluate(() => /** @type {any} */ (window).lat);
      rows.push({ lang, query, keystrokes: lat.length, medianMs: Math.round(median(lat)), maxMs: Math.round(Math.max(...lat)) });
    }
    rows.push({ lang, index: `${gzipSync(readFileSync(index), { level: 9 }).length} B gzipped` });
    await page.close();
  }
  await browser.close();
  const timed = rows.filter((r) => r.query);
  // A shared machine's load moves every figure: the report says what it was.
  const load = `${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  const result = { date: new Date().toISOString(), slowdown: SLOWDOWN, targetMs: TARGET_MS, load, rows, met: timed.every((r) => r.maxMs <= TARGET_MS) };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync('bench/search.json', JSON.stringify(result, null, 2) + '\n');
  const sizes = rows
    .filter((r) => r.index)
    .map((r) => `${r.lang}: ${r.index}`)
    .join(', ');
  const section = `## Site search (typing, ${SLOWDOWN}× CPU slowdown)\n\nMeasured by \`node scripts/bench-search.mjs\` on ${result.date.slice(0, 10)} at 390 px with Chrome's CPU slowed ${SLOWDOWN}×: each keystroke from keydown to the results on the page changing (Fuse.js over the whole index, then React's render). Target: ${TARGET_MS} ms. Index files: ${sizes}. Load average during the run: ${load} (compare runs on a quiet machine).\n\n| Language | Query | Keystrokes | Median ms | Slowest ms |\n| --- | --- | --- | --- | --- |\n${timed.map((r) => `| ${r.lang} | ${r.query} | ${r.keystrokes} | ${r.medianMs} | ${r.maxMs} |`).join('\n')}\n\n${result.met ? 'Every keystroke within the target.' : 'Some keystrokes missed the target.'}\n`;
  const reportPath = 'bench/report.md';
  let report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Bench\n';
  report = report.replace(/\n## Site search[\s\S]*?(?=\n## |$)/, '').replace(/\n+$/, '\n');
  // Before "Build scale", which bench-scale.mjs rewrites from its heading to the end of the file.
  report = report.includes('\n## Build scale') ? report.replace('\n## Build scale', `\n${section}\n## Build scale`) : `${report}\n${section}`;
  writeFileSync(reportPath, report.replace(/\n{3,}/g, '\n\n'));
  if (!result.met) process.exitCode = 1;
} finally {
  server.kill();
}
