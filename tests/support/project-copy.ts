/** A throwaway copy of the project (node_modules linked) for tests that must run Astro on altered content. */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const ROOT = process.cwd();
const COPIED = ['src', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

export function copyProject(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  for (const item of COPIED) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs the Astro CLI in a copy. Asynchronous on purpose: a build takes a minute or more on a busy
 * machine, and a synchronous child process would block the Vitest worker's event loop for all of it
 * (Vitest then misses its RPC deadline and fails the run).
 */
export function runAstro(dir: string, args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    // Vitest sets NODE_ENV=test, MODE, DEV=1 and PROD='' in the environment; passed on, they make Astro
    // build in development mode (drafts included). PRECOMPRESS=0: these builds check content, not
    // transfer; .br/.gz would only cost time.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL|TEST|VITEST.*)$/.test(key)));
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'astro'), args, {
      cwd: dir,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', PRECOMPRESS: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ status: code ?? 1, output });
    });
  });
}
