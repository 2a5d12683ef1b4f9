// `npm test`: every check, in the order a failure is cheapest to find.
// lint → format → type check → unit tests → production build → tests over the built files → browser tests.
import { spawnSync } from 'node:child_process';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium, ASTRO_TELEMETRY_DISABLED: '1' };

const steps = [
  ['Lint (ESLint, no warnings)', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['Format (Prettier --check)', 'npx', ['prettier', '--check', '.']],
  ['Type check (astro check)', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Production build', 'npx', ['astro', 'build']],
  ['Tests over the built site', 'npx', ['vitest', 'run', '--project', 'build']],
  ['Browser tests', 'npx', ['playwright', 'test']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
