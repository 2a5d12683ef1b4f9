/** A throwaway copy of the project (node_modules linked) for tests that must run Astro on altered content. */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = process.cwd();
const COPIED = ['src', 'content', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'tsconfig.json', 'package.json'];

export function copyProject(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  for (const item of COPIED) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function runAstro(dir: string, args: string[]): { status: number; output: string } {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'astro'), args, {
    cwd: dir,
    encoding: 'utf8',
    // PRECOMPRESS=0: these builds check content, not transfer; .br/.gz would only cost time.
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', PRECOMPRESS: '0' },
    timeout: 240_000,
  });
  return { status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}
