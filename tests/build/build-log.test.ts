/**
 * A clean build prints no warning, so one that matters (a duplicate entry, a missing file) cannot scroll
 * past unseen. `npm run build` (scripts/build.mjs) keeps its output in .astro/build.log: this reads that log
 * rather than building the site a second time.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_LOG } from '../../scripts/build.mjs';
import { warningLines } from '../support/build-log';

const log = join(process.cwd(), BUILD_LOG);
const page = join(process.cwd(), 'dist', 'index.html');

describe('the build log', () => {
  it('belongs to the dist/ under test: `npm run build` wrote it, after the pages, and the build succeeded', () => {
    expect(existsSync(log), `${BUILD_LOG} is missing: build with \`npm run build\` (which writes it), not \`astro build\``).toBe(true);
    expect(statSync(log).mtimeMs, `${BUILD_LOG} is older than dist/: rebuild with \`npm run build\``).toBeGreaterThanOrEqual(statSync(page).mtimeMs);
    const text = readFileSync(log, 'utf8');
    expect(text).toMatch(/\[build\] \d+ page\(s\) built in/);
    expect(text).toContain('[build.mjs] astro build exited with 0');
  });

  it('has no warning', () => {
    expect(warningLines(readFileSync(log, 'utf8'))).toEqual([]);
  });

  it('a warning line is recognised (the check is not vacuous)', () => {
    const sample = [
      '08:56:07 [build] Building static entrypoints...',
      '08:56:10 [WARN] [vite] [MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use astro:head-inject" in "content/guides/sba-loans.mdx?astroPropagatedAssets" may not be preserved when bundling.',
      '08:56:07 [WARN] [glob-loader] **guides** contains multiple entries with the same slug: `sba-loans`. Slugs must be unique.',
    ].join('\n');
    expect(warningLines(sample)).toHaveLength(2);
  });
});
