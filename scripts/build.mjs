// `npm run build`: `astro build`, its output shown as usual and also kept, without colours, in
// .astro/build.log, so tests/build/build-log.test.ts can hold a clean build to printing no warning
// without building the site a second time. Arguments are passed on (`npm run build -- --verbose`).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** Where the last `npm run build` wrote its output. */
export const BUILD_LOG = join('.astro', 'build.log');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
  // Output goes through a pipe now, so keep Astro's colours when the terminal shows them.
  const color = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, [astro, 'build', ...process.argv.slice(2)], { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...color } });
  let output = '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.setEncoding('utf8');
    from.on('data', (text) => {
      to.write(text);
      output += text;
    });
  }
  // Ctrl-C reaches the child too (same process group): wait for it to stop.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => {
    mkdirSync(dirname(BUILD_LOG), { recursive: true });
    writeFileSync(BUILD_LOG, `${stripVTControlCharacters(output)}\n[build.mjs] astro build exited with ${signal ?? code}\n`);
    process.exit(code ?? 1);
  });
}
