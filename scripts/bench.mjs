// `npm run bench`: builds, serves dist/ and the Astro blog starter (../shared/perf-peer, the reference)
// with the same server and the same precompression, runs Lighthouse (mobile, simulated throttling) on
// one page of each type, interleaved with the peer's page so both see the same machine load, then a
// bounded load test of nginx and serve.mjs (scripts/bench-load.mjs), and writes bench/report.md and .json.
// Sections other scripts maintain in the report (help tooltip, site search, landing similarity, build scale) are kept.
// `npm run bench -- --search` also times the site search as a reader types (scripts/bench-search.mjs), after the rest.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';
import { runLoad } from './bench-load.mjs';

const PORT = 4399;
const PEER_PORT = 4398;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PEER_DIR = join('..', 'shared', 'perf-peer', 'astro-blog-starter');
/** One page of each type, and the peer page it is compared with (its home, and an article page). */
const PAGES = {
  home: { path: '/', peer: '/' },
  guide: { path: '/guides/merchant-cash-advance', peer: '/blog/first-post' },
  article: { path: '/blog/mca-true-cost-apr', peer: '/blog/first-post' },
  'state × industry': { path: '/resources/funding-by-location/texas/trucking-cash-advance', peer: '/blog/first-post' },
  'city landing': { path: '/resources/funding-by-location/california/los-angeles/restaurants-cash-advance', peer: '/blog/first-post' },
  'state-law page': { path: '/resources/state-laws/texas', peer: '/blog/first-post' },
  faq: { path: '/faq', peer: '/blog/first-post' },
  hub: { path: '/resources/funding-by-location', peer: '/' },
  legal: { path: '/privacy', peer: '/about' },
  'blog list': { path: '/blog', peer: '/blog' },
  // The tools have no counterpart in the starter: each is held to the starter's article page, the page a
  // reader of a plain Astro site waits for.
  calculator: { path: '/funding-calculator', peer: '/blog/first-post' },
  'eligibility checker': { path: '/tools/eligibility-checker', peer: '/blog/first-post' },
  'compare offers': { path: '/tools/compare-offers', peer: '/blog/first-post' },
  'repayment schedule': { path: '/tools/mca-repayment-calculator', peer: '/blog/first-post' },
};
// BENCH_PAGES=home,calculator measures only those types (a quick look; the report then lists only them).
const ONLY = process.env.BENCH_PAGES?.split(',').map((t) => t.trim());
if (ONLY) for (const type of Object.keys(PAGES)) if (!ONLY.includes(type)) delete PAGES[type];

/** Measured before this round of work (issue 12): every page inlined the whole site's CSS. */
const BEFORE = { cssBytes: 26_600, styleLayoutMs: '319–575', landingDom: 424 };

const chromePath = findChromium();
if (!chromePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
if (!existsSync(join(PEER_DIR, 'index.html'))) {
  console.error(`No peer build in ${PEER_DIR}: the bench compares against ../shared/perf-peer (see its README).`);
  process.exit(1);
}
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The peer gets what our build gets: brotli 11 and gzip 9 files beside every text file of 1 KB or more. */
function precompressedCopy(dir) {
  const out = mkdtempSync(join(tmpdir(), 'bench-peer-'));
  cpSync(dir, out, { recursive: true });
  const walk = (d) => readdirSync(d).flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [join(d, name)]));
  for (const file of walk(out).filter((f) => /\.(html|css|js|xml|svg|txt|json)$/.test(f))) {
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return out;
}

const peerRoot = precompressedCopy(PEER_DIR);
const servers = [
  spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' }),
  spawn('node', ['scripts/serve.mjs', '--port', String(PEER_PORT), '--root', peerRoot], { stdio: 'ignore' }),
];
await new Promise((r) => setTimeout(r, 1000));

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

/** Median of the runs that produced a number (a Lighthouse run can fail on a busy machine). */
const median = (values) => {
  const nums = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return nums.length ? nums[Math.floor(nums.length / 2)] : null;
};

async function measure(url, attempt = 1) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  // On a busy machine a run now and then returns no metrics at all (a runtime error): run it once more.
  if (typeof lhr.audits['first-contentful-paint']?.numericValue !== 'number' && attempt < 2) return measure(url, attempt + 1);
  const a = lhr.audits;
  const items = a['network-requests']?.details?.items ?? [];
  const work = a['mainthread-work-breakdown']?.details?.items ?? [];
  const sum = (filter) => items.filter(filter).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: a['first-contentful-paint']?.numericValue,
    lcp: a['largest-contentful-paint']?.numericValue,
    tbt: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    domSize: a['dom-size']?.numericValue ?? a['dom-size-insight']?.numericValue ?? 0,
    styleLayoutMs: work.find((w) => w.group === 'styleLayout')?.duration ?? 0,
    transferBytes: sum(() => true),
    scriptBytes: sum((r) => r.resourceType === 'Script'),
    requests: items.length,
  };
}

/** Inline CSS bytes in the built page (what the first round trip carries) and its gzipped HTML size. */
function builtFacts(path, root = 'dist') {
  const file = join(root, path === '/' ? 'index.html' : `${path}/index.html`);
  if (!existsSync(file)) return { inlineCss: null, htmlGzip: null, noindex: false };
  const html = readFileSync(file, 'utf8');
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((s, m) => s + m[1].length, 0);
  // A page kept out of the index on purpose (a city × industry page without its own local note) fails
  // Lighthouse's "is crawlable" audit by design; its SEO score is reported, not counted as a gap.
  const noindex = /<meta name="robots" content="noindex/.test(html);
  return { inlineCss, htmlGzip: gzipSync(html, { level: 9 }).length, noindex };
}

/** The peer's first window: its HTML plus the stylesheets that block its first paint, gzipped. */
function peerFacts(path) {
  const file = join(PEER_DIR, path === '/' ? 'index.html' : `${path}/index.html`);
  if (!existsSync(file)) return { htmlGzip: null };
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const sheets = [...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)]
    .filter((m) => !/media="print"/.test(m[0]))
    .map((m) => join(PEER_DIR, m[1]))
    .filter((f) => existsSync(f));
  const blockingCss = sheets.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  return { htmlGzip: gzipSync(html, { level: 9 }).length + blockingCss };
}

const ours = {};
const peers = {};
let benchmarkIndex;
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [type, { path, peer }] of Object.entries(PAGES)) {
      const order = run % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
      for (const who of order) {
        if (who === 'peer' && !peer) continue;
        const r = who === 'ours' ? await measure(`http://localhost:${PORT}${path}`) : await measure(`http://localhost:${PEER_PORT}${peer}`);
        benchmarkIndex ??= r.benchmarkIndex;
        ((who === 'ours' ? ours : peers)[type] ??= []).push(r);
      }
    }
    console.log(`run ${run + 1} of ${RUNS} done`);
  }
} finally {
  chrome.kill();
  servers.forEach((s) => s.kill());
  rmSync(peerRoot, { recursive: true, force: true });
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
const results = Object.fromEntries(
  Object.entries(PAGES).map(([type, { path, peer }]) => [
    type,
    { path, ...medians(ours[type]), ...builtFacts(path), peer: peer ? { path: peer, ...medians(peers[type]), ...peerFacts(peer) } : null },
  ]),
);

const load = ONLY ? { markdown: '', results: null } : await runLoad();
console.log(load.markdown);

mkdirSync('bench', { recursive: true });
writeFileSync('bench/report.json', JSON.stringify({ date: new Date().toISOString(), benchmarkIndex, runs: RUNS, results, load: load.results }, null, 2) + '\n');

const ms = (v) => (typeof v === 'number' ? Math.round(v) : '–');
const ratio = (a, b) => (typeof a === 'number' && b > 0 ? (a / b).toFixed(2) : '–');
const kb = (v) => (v == null ? '–' : (v / 1024).toFixed(1));
const lighthouseRows = Object.entries(results).map(
  ([type, r]) =>
    `| ${type} | ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}${r.noindex ? ' (noindex by design)' : ''} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.lcp - r.fcp)} | ${ms(r.tbt)} | ${typeof r.cls === 'number' ? r.cls.toFixed(3) : '–'} | ${kb(r.htmlGzip)} | ${kb(r.scriptBytes)} | ${r.requests} |`,
);
const peerRows = Object.entries(results)
  .filter(([, r]) => r.peer)
  .map(
    ([type, r]) =>
      `| ${type} | ${r.peer.path} | ${ms(r.fcp)} / ${ms(r.peer.fcp)} | ${ratio(r.fcp, r.peer.fcp)} | ${ms(r.lcp)} / ${ms(r.peer.lcp)} | ${ms(r.lcp - r.fcp)} / ${ms(r.peer.lcp - r.peer.fcp)} | ${kb(r.htmlGzip)} / ${kb(r.peer.htmlGzip)} | ${typeof r.cls === 'number' ? r.cls.toFixed(3) : '–'} | ${ms(r.styleLayoutMs)} / ${ms(r.peer.styleLayoutMs)} | ${r.domSize} / ${r.peer.domSize} |`,
  );
const cssRows = Object.entries(results).map(
  ([type, r]) => `| ${type} | ${(BEFORE.cssBytes / 1024).toFixed(1)} | ${kb(r.inlineCss)} | ${r.domSize} | ${ms(r.styleLayoutMs)} |`,
);
const gaps = Object.entries(results).flatMap(([type, r]) => {
  const out = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (key === 'seo' && r.noindex) continue;
    if (r[key] < 100) out.push(`${type}: ${key} ${r[key]} (target 100)`);
  }
  if (r.lcp - r.fcp > 100) out.push(`${type}: LCP ${ms(r.lcp)} ms is ${ms(r.lcp - r.fcp)} ms after FCP (target within 100 ms)`);
  if (r.peer && r.fcp > r.peer.fcp)
    out.push(`${type}: FCP ${ms(r.fcp)} ms is ${ms(r.fcp - r.peer.fcp)} ms behind the peer's ${ms(r.peer.fcp)} ms (target: no later)`);
  if (r.cls > 0) out.push(`${type}: CLS ${r.cls}`);
  if (r.htmlGzip > 14 * 1024) out.push(`${type}: HTML with its inlined CSS is ${r.htmlGzip} B gzipped (over 14 KB)`);
  return out;
});

console.log('\nAgainst the Astro blog starter (FCP ms, ratio, LCP ms, LCP − FCP ms, first window gz KB, CLS; ours / peer):');
for (const row of peerRows) console.log(row);
console.log(gaps.length ? `\nTargets missed:\n${gaps.map((g) => `- ${g}`).join('\n')}` : '\nEvery target met.');

// Keep the sections other scripts maintain (help tooltip, tool responsiveness, site search, landing similarity, build scale).
const previous = existsSync('bench/report.md') ? readFileSync('bench/report.md', 'utf8') : '';
const keep = ['## Help tooltip', '## Tool responsiveness', '## Site search', '## Landing page similarity', '## Build scale']
  .map((heading) => new RegExp(`\\n${heading}[\\s\\S]*?(?=\\n## |$)`).exec(previous)?.[0] ?? '')
  .join('');

writeFileSync(
  'bench/report.md',
  `# Performance bench

Lighthouse 13, mobile emulation with simulated throttling, median of ${RUNS} runs per page. Both sites are served by scripts/serve.mjs from precompressed brotli files, and each of our pages is measured right next to its peer page (alternating which goes first), so the ratios hold on a noisy machine. The peer is the official Astro blog starter as built in ../shared/perf-peer (Astro 5.18; this site is on Astro 7).
Machine: Lighthouse CPU benchmark index ${benchmarkIndex}. Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

## Lighthouse

| Page type | Perf / A11y / BP / SEO | FCP ms | LCP ms | LCP − FCP ms | TBT ms | CLS | HTML+CSS gz KB | Script KB | Requests |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${lighthouseRows.join('\n')}

## Against the Astro blog starter (same run)

Targets (issue 21): FCP no later than the peer's (ratio ≤ 1.00), LCP − FCP ≤ 100 ms, first window (HTML + render-blocking CSS, gzipped) ≤ 14 KB, CLS 0.

| Page type | Peer page | FCP ms (ours / peer) | FCP ratio | LCP ms (ours / peer) | LCP − FCP ms (ours / peer) | First window gz KB (ours / peer) | CLS | Style+layout ms (ours / peer) | DOM elements (ours / peer) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${peerRows.join('\n')}

## CSS, DOM and style+layout work per page type

Before: every page inlined the whole site's Tailwind CSS (${(BEFORE.cssBytes / 1024).toFixed(1)} KB raw), main-thread style+layout took ${BEFORE.styleLayoutMs} ms on script-free pages, and landing pages had up to ${BEFORE.landingDom} elements (issue 12's measurements). Now each page inlines only the rules its own markup uses (Beasties, with the fixes in src/node/beasties-fixes.ts), and the one hashed stylesheet is requested once the first paint has been shown (src/lib/site/after-paint.ts); a browser test holds that it changes nothing the first paint shows.

| Page type | Inline CSS before KB | Inline CSS now KB | DOM elements now | Style+layout ms now |
| --- | --- | --- | --- | --- |
${cssRows.join('\n')}

## Targets missed

${gaps.length ? gaps.map((g) => `- ${g}`).join('\n') : 'None.'}

${load.markdown}${keep}
`,
);
console.log('Wrote bench/report.md');

// Typing in each tool at 4× CPU slowdown (its own section of the report, beside the previous run's figures).
const inp = spawnSync('node', ['scripts/bench-inp.mjs'], { stdio: 'inherit' });
if (inp.status !== 0) process.exitCode = inp.status ?? 1;
if (process.argv.includes('--search')) spawnSync('node', ['scripts/bench-search.mjs'], { stdio: 'inherit' });
