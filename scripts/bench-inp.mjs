// How each tool answers typing on a low-end phone: every tool page in both languages (found in dist/, so a new
// tool is measured without touching this file), hydrated, then the CPU slowed 4× (Chrome DevTools Protocol
// Emulation.setCPUThrottlingRate) and 20 digits typed into its first number field. Records each keystroke's
// interaction (Event Timing: input delay + processing + the next paint) and every layout shift while typing.
// Run after `astro build`; `npm run bench` runs it too:
//   node scripts/bench-inp.mjs [--port 4416] [--runs 3] [--only stacked]
// --only measures the pages whose path contains the word and writes nothing (for trying a change).
// Writes bench/inp.json and the "Tool responsiveness" section of bench/report.md, each tool beside the same
// figure from the previous run's bench/inp.json (the previous build).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = arg('--port', 4416);
const RUNS = arg('--runs', Number(process.env.BENCH_RUNS ?? 3));
const DIST = 'dist';
const TARGET_MS = 50;
const DIGITS = '12345678901234567890';
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

/** Every built page that mounts a tool form: the calculator and the pages under the tools folders. */
function toolPaths() {
  const paths = [];
  const add = (path) => {
    const file = join(DIST, path, 'index.html');
    if (existsSync(file) && /<astro-island[^>]*>[\s\S]*?<form/.test(readFileSync(file, 'utf8'))) paths.push(`/${path}`);
  };
  for (const folder of ['tools', 'es/herramientas']) {
    if (existsSync(join(DIST, folder))) for (const name of readdirSync(join(DIST, folder)).sort()) add(`${folder}/${name}`);
  }
  for (const page of ['funding-calculator', 'es/calculadora-de-financiamiento']) add(page);
  return paths;
}

/** One run on one page: the worst interaction and the layout shift while typing. */
async function measure(browser, path) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    // Every shift counts here, those right after input included: typing must not move the results panel.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (w.__typing) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://localhost:${PORT}${path}`);
  await page.waitForSelector('astro-island:not([ssr]) form', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const field = page.locator('astro-island form input[inputmode="decimal"], astro-island form input[inputmode="numeric"]').first();
  // A tool that asks a choice first (the disclosure check's state) shows its number fields after it: take the
  // first real option of each unanswered choice.
  for (const select of await page.locator('astro-island form select').all()) {
    if ((await field.count()) > 0) break;
    if (!(await select.inputValue())) await select.selectOption({ index: 1 });
  }
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.fill('');
  await page.waitForTimeout(300);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    w.__typing = true;
  });
  await page.keyboard.type(DIGITS, { delay: 120 });
  await page.waitForTimeout(1_000);
  const { events, shift } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__typing = false;
    return { events: w.__events, shift: w.__shift };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  /** An interaction's latency is its longest event (keydown, keypress, input, keyup share one interaction). */
  const byInteraction = new Map();
  for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const latencies = [...byInteraction.values()];
  return { worstMs: latencies.length ? Math.max(...latencies) : 0, interactions: latencies.length, shift };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const previous = existsSync('bench/inp.json') ? JSON.parse(readFileSync('bench/inp.json', 'utf8')) : null;
const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
try {
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const tools = {};
  for (const path of toolPaths().filter((p) => !ONLY || p.includes(ONLY))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, path));
    tools[path] = {
      worstMs: median(runs.map((r) => r.worstMs)),
      runsWorstMs: runs.map((r) => r.worstMs),
      maxShift: Math.max(...runs.map((r) => r.shift)),
    };
    const t = tools[path];
    console.log(`${path}: worst interaction ${t.worstMs} ms (runs ${t.runsWorstMs.join(', ')}), layout shift while typing ${t.maxShift.toFixed(4)}`);
  }
  await browser.close();
  if (ONLY) process.exit(0);
  const result = {
    date: new Date().toISOString(),
    cpuSlowdown: 4,
    digits: DIGITS.length,
    runs: RUNS,
    targetMs: TARGET_MS,
    tools,
    previous: previous ? { date: previous.date } : null,
  };
  writeFileSync('bench/inp.json', JSON.stringify(result, null, 2) + '\n');

  const was = (path) => {
    const p = previous?.tools?.[path];
    return p ? `${p.worstMs} ms` : '—';
  };
  const rows = Object.entries(tools).map(
    ([path, t]) => `| \`${path}\` | ${t.worstMs} ms${t.worstMs > TARGET_MS ? ' (over)' : ''} | ${was(path)} | ${t.maxShift.toFixed(4)} |`,
  );
  const section = `## Tool responsiveness (typing at 4× CPU slowdown)\n\nMeasured by \`node scripts/bench-inp.mjs\` on ${result.date.slice(0, 10)} (${RUNS} runs, median): each tool page at 390 px, hydrated, CPU slowed 4×, ${DIGITS.length} digits typed into its first number field 120 ms apart. "Worst interaction" is the longest keystroke from input to the next paint (Event Timing); the target is ${TARGET_MS} ms. Layout shift counts every shift while typing, those right after input included (the target is 0). "Previous" is the last run's bench/inp.json${previous ? ` (${previous.date.slice(0, 10)})` : ''}.\n\n| Tool page | Worst interaction | Previous | Layout shift while typing |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
  const reportPath = 'bench/report.md';
  let report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Bench\n';
  report = report.replace(/## Tool responsiveness[\s\S]*?(?=\n## |$)/, '').replace(/\n+$/, '\n');
  // Before "Build scale", which bench-scale.mjs rewrites from its heading to the end of the file.
  report = report.includes('\n## Build scale') ? report.replace('\n## Build scale', `\n${section}\n## Build scale`) : `${report}\n${section}`;
  writeFileSync(reportPath, report.replace(/\n{3,}/g, '\n\n'));
} finally {
  server.kill();
}
