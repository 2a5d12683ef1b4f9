// `npm run bench`: builds, serves dist/ as `npm start` does (precompressed brotli/gzip), runs Lighthouse
// (mobile, simulated throttling) three times on one page of each type, then a bounded load test of nginx
// and serve.mjs (scripts/bench-load.mjs), and writes bench/report.md and .json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';
import { runLoad } from './bench-load.mjs';

const PORT = 4399;
const RUNS = 3;
const PAGES = {
  home: '/',
  guide: '/guides/merchant-cash-advance',
  article: '/blog/mca-true-cost-apr',
  landing: '/resources/funding-by-location/california/los-angeles/restaurants-cash-advance',
  'blog list': '/blog',
  calculator: '/funding-calculator',
  'eligibility checker': '/tools/eligibility-checker',
};

const chromePath = findChromium();
if (!chromePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const htmlFile = (path) => join('dist', path === '/' ? 'index.html' : `${path}/index.html`);
const results = {};
let benchmarkIndex;
try {
  for (const [type, path] of Object.entries(PAGES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      benchmarkIndex ??= lhr.environment.benchmarkIndex;
      const a = lhr.audits;
      const items = a['network-requests']?.details?.items ?? [];
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        transferBytes: items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        scriptBytes: items.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        requests: items.length,
      });
    }
    const keys = Object.keys(runs[0]);
    results[type] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
    results[type].path = path;
    results[type].htmlCssGzip = existsSync(htmlFile(path)) ? gzipSync(readFileSync(htmlFile(path))).length : null;
    console.log(type, results[type]);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const load = await runLoad();
console.log(load.markdown);

mkdirSync('bench', { recursive: true });
writeFileSync('bench/report.json', JSON.stringify({ date: new Date().toISOString(), benchmarkIndex, runs: RUNS, results, load: load.results }, null, 2) + '\n');
const rows = Object.entries(results).map(([type, r]) =>
  `| ${type} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.transferBytes / 1024).toFixed(1)} | ${(r.scriptBytes / 1024).toFixed(1)} | ${r.requests} | ${r.htmlCssGzip ? (r.htmlCssGzip / 1024).toFixed(1) : '–'} |`,
);
const CONTENT_TYPES = new Set(['home', 'guide', 'article', 'landing']);
const gaps = Object.entries(results).flatMap(([type, r]) => {
  const out = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) if (r[key] < 100) out.push(`${type}: ${key} ${r[key]} (target 100)`);
  if (r.lcp - r.fcp > 100) out.push(`${type}: LCP ${Math.round(r.lcp)} ms is ${Math.round(r.lcp - r.fcp)} ms after FCP (target within 100 ms)`);
  if (r.lcp > 700) out.push(`${type}: LCP ${Math.round(r.lcp)} ms (aim ≤ 700 ms)`);
  if (CONTENT_TYPES.has(type) && r.tbt > 0) out.push(`${type}: TBT ${Math.round(r.tbt)} ms on a content page (target 0; the page runs no script, so this is Lighthouse's simulated main-thread work for parsing and layout)`);
  if (r.cls > 0) out.push(`${type}: CLS ${r.cls}`);
  if (type === 'home' && r.htmlCssGzip > 14 * 1024) out.push(`home: HTML+CSS ${r.htmlCssGzip} B gzipped exceeds 14 KB`);
  return out;
});
// Keep the build-scale section that `npm run bench:scale` maintains at the end of the report.
const scale = existsSync('bench/report.md') ? (/\n## Build scale[\s\S]*$/.exec(readFileSync('bench/report.md', 'utf8'))?.[0] ?? '') : '';
writeFileSync(
  'bench/report.md',
  `# Lighthouse bench\n\nLighthouse ${'12'} (mobile emulation, simulated throttling), median of ${RUNS} runs per page, served by scripts/serve.mjs (the build's precompressed brotli files).\nMachine: Lighthouse CPU benchmark index ${benchmarkIndex}. Run ${new Date().toISOString().slice(0, 10)}.\n\n| Page type | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | Transfer KB | Script KB | Requests | HTML+CSS gz KB |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n\n## Targets missed\n\n${gaps.length ? gaps.map((g) => `- ${g}`).join('\n') : 'None.'}\n\nOn the tool pages and the blog list, LCP lands later than FCP most likely because the simulated load includes React (about 66 KB gzipped) before the largest element settles; content pages load no script at all.\n\n${load.markdown}${scale}`,
);
console.log('Wrote bench/report.md');
