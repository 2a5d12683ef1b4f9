// `npm run bench:scale -- 1000 5000 20000`: builds a throwaway copy of the site with about N landing
// pages (synthetic states, never committed) and reports build seconds per 1,000 pages and peak memory.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = process.cwd();
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
if (sizes.length === 0) sizes.push(1000, 5000, 20000);
const INDUSTRIES = 9;
const CITIES = 6;
// Landing pages per synthetic state: its state page, a state × industry page per industry, and city × industry pages.
const PER_STATE = 1 + INDUSTRIES + CITIES * INDUSTRIES;
// The real data: 5 states, 31 cities, 9 industries.
const BASE_LANDING = 5 + 5 * INDUSTRIES + 31 * INDUSTRIES;

function syntheticState(i) {
  const cities = Array.from(
    { length: CITIES },
    (_, c) =>
      `  - slug: city-${c + 1}\n    name: City ${c + 1}\n    county: "Synthetic County"\n    zipCodes: ["0000${c % 10}"]\n    profile: "City ${c + 1} is a synthetic city used only to measure how the build scales with the number of landing pages."`,
  ).join('\n');
  return `name: Synthetic State ${i}
abbreviation: ZZ
order: ${100 + i}
economy: "A synthetic state used only to measure how the build scales with many pages."
marketInsights: "Synthetic market insight text, long enough to satisfy the schema's minimum length."
zipCodes: ["00001", "00002", "00003", "00004", "00005"]
statePrograms: "Synthetic state programs text, long enough to satisfy the schema's minimum length."
cities:
${cities}
`;
}

// Every landing state reads its law from content/state-laws/{same slug}.yaml (src/data/landing-law.ts):
// each synthetic state gets a copy of Texas's entry (a law in force, so its pages carry the full law
// panel) under its own name. These also build a state-law page each, counted in "Pages built".
const TEMPLATE_LAW = readFileSync(join(ROOT, 'content', 'state-laws', 'texas.yaml'), 'utf8');
const syntheticLaw = (i) => TEMPLATE_LAW.replace(/^name: .*$/m, `name: "Synthetic State ${i}"`).replace(/^abbreviation: .*$/m, 'abbreviation: "ZZ"');

const rows = [];
for (const target of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-'));
  for (const item of ['src', 'content', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const extraStates = Math.max(0, Math.ceil((target - BASE_LANDING) / PER_STATE));
  for (let i = 1; i <= extraStates; i++) {
    writeFileSync(join(dir, 'content', 'states', `synthetic-${i}.yaml`), syntheticState(i));
    writeFileSync(join(dir, 'content', 'state-laws', `synthetic-${i}.yaml`), syntheticLaw(i));
  }
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', join(ROOT, 'node_modules', '.bin', 'astro'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    // Node's default heap is too small past ~10,000 pages; the machine has 24 GB, so allow 12.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--max-old-space-size=12288' },
    maxBuffer: 512 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0);
  const pages = Number(/(\d+) page\(s\) built/.exec(run.stdout + run.stderr)?.[1] ?? 0);
  const landing = BASE_LANDING + extraStates * PER_STATE;
  if (run.status !== 0)
    console.error(
      (run.stdout + run.stderr)
        .split('\n')
        .filter((l) => /error|heap|memory/i.test(l))
        .slice(-15)
        .join('\n'),
    );
  rows.push({ target, landing, pages, seconds, perThousand: (seconds / landing) * 1000, peakMb: Math.round(peakKb / 1024), ok: run.status === 0 });
  console.log(rows.at(-1));
  rmSync(dir, { recursive: true, force: true });
}

const table = rows
  .map(
    (r) =>
      `| ${r.landing.toLocaleString('en-US')} | ${r.pages.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} | ${r.perThousand.toFixed(1)} | ${r.peakMb.toLocaleString('en-US')} | ${r.ok ? 'yes' : 'no'} |`,
  )
  .join('\n');
const section = `## Build scale\n\nA copy of the site with synthetic states (a state page, 9 state × industry pages and 6 cities × 9 industries each), built with \`astro build\` on this machine (2 cores).\n\n| Landing pages | Pages built | Build s | s per 1,000 landing pages | Peak memory MB | Built |\n| --- | --- | --- | --- | --- | --- |\n${table}\n`;
const reportPath = join(ROOT, 'bench', 'report.md');
const report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8').replace(/\n## Build scale[\s\S]*$/, '\n') : '# Bench\n';
writeFileSync(reportPath, report.trimEnd() + '\n\n' + section);
writeFileSync(join(ROOT, 'bench', 'scale.json'), JSON.stringify(rows, null, 2) + '\n');
console.log(section);
