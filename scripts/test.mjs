// `npm test`: every check, in the order a failure is cheapest to find.
// lint → format → type check → unit tests → production build → tests over the built files → browser tests.
import { spawnSync } from 'node:child_process';
import { chromiumVersion, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium, ASTRO_TELEMETRY_DISABLED: '1' };
console.log(`Browser for the browser tests: ${chromiumVersion(chromium)} (${chromium})`);
console.log(`Node ${process.version}`);

// Each step is the package.json script of the same job, so `npm run lint` and `npm test` cannot disagree.
const steps = [
  ['Lint (ESLint, no warnings)', 'lint'],
  ['No repeated code (jscpd: no block of 6+ lines in src/ twice, word catalogs excepted)', 'dup'],
  ['Format (Prettier --check)', 'format:check'],
  ['Type check (astro check)', 'check'],
  ['Unit tests', 'test:unit'],
  ['Production build', 'build'],
  ['Tests over the built site', 'test:build'],
  ['Browser tests', 'test:e2e'],
];

const results = [];
for (const [name, script] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
