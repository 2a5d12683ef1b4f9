import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BEST_QUALITY_MAX_PAGES, brotliQuality, mapLimit, shouldPrecompress } from '../lib/site/precompress';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * After the build: write `file.br` (brotli 11; see brotliQuality for very large sites) and `file.gz` (gzip 9) next to every text file of 1 KB or
 * more, so nginx (brotli_static, gzip_static) and scripts/serve.mjs send them without compressing per
 * request. Must be the LAST integration: it compresses the final bytes, after host-files has put the
 * CSP into each page and after any other step that rewrites HTML.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Throwaway builds that only check content (tests/support/project-copy.ts) skip the compression.
        if (process.env.PRECOMPRESS === '0') return logger.info('Skipped (PRECOMPRESS=0).');
        const started = Date.now();
        const out = fileURLToPath(dir);
        const files = (await filesUnder(out)).filter((f) => !/\.(br|gz)$/.test(f));
        const htmlPages = files.filter((f) => f.endsWith('.html')).length;
        let before = 0;
        let afterBr = 0;
        let count = 0;
        // zlib's async calls run on libuv's thread pool; a few at a time keeps memory flat at 20,000 pages.
        await mapLimit(files, Math.max(2, availableParallelism()), async (file) => {
          const body = await readFile(file);
          if (!shouldPrecompress(file, body.length)) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, htmlPages),
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          before += body.length;
          afterBr += br.length;
          count += 1;
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const quality =
          htmlPages > BEST_QUALITY_MAX_PAGES ? ` (HTML at brotli ${brotliQuality('x.html', htmlPages)}: more than ${BEST_QUALITY_MAX_PAGES} pages)` : '';
        logger.info(`Precompressed ${count} files (${(before / 1e6).toFixed(1)} MB → ${(afterBr / 1e6).toFixed(1)} MB brotli) in ${seconds} s${quality}.`);
      },
    },
  };
}
