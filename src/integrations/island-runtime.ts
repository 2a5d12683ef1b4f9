import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Astro's island runtime, inlined in every page that has an island: it defines <astro-island>. */
const RUNTIME = /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island",(?:(?!<\/script>)[\s\S])*)<\/script>/;

/**
 * Moves the runtime out of the page: a file under /_astro/ (hashed, cached for a year, shared by every
 * page), imported one task after the first frame has painted. Inline, Astro 7's runtime is about 1.8 KB
 * gzipped on every page with an island (a tool, the blog, a guide's FAQ), which pushed those pages out of
 * the first round trip. Every island here hydrates after the first paint anyway (`client:painted`) or on
 * the reader's first interaction (`client:interaction`), and <astro-island> elements upgrade when the
 * element is defined, so nothing waits on it that did not already. Without JavaScript nothing changes.
 */
export function externalizeIslandRuntime(html: string, runtimeUrl: (code: string) => string): string {
  const found = RUNTIME.exec(html);
  if (!found) return html;
  const url = runtimeUrl(found[1]!);
  return html.replace(found[0], `<script>requestAnimationFrame(()=>setTimeout(()=>import("${url}")))</script>`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : full.endsWith('.html') ? [full] : [];
  });
}

/** Runs after critical CSS and before host-files, which hashes the inline scripts that remain into the CSP. */
export function islandRuntime(): AstroIntegration {
  return {
    name: 'island-runtime',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const written = new Map<string, string>();
        const runtimeUrl = (code: string) => {
          let url = written.get(code);
          if (!url) {
            const name = `astro-island.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
            writeFileSync(join(out, '_astro', name), code);
            url = `/_astro/${name}`;
            written.set(code, url);
          }
          return url;
        };
        let pages = 0;
        for (const file of htmlFiles(out)) {
          const html = readFileSync(file, 'utf8');
          const next = externalizeIslandRuntime(html, runtimeUrl);
          if (next !== html) {
            writeFileSync(file, next);
            pages += 1;
          }
        }
        logger.info(`Island runtime loaded after first paint on ${pages} pages (${[...written.values()].join(', ') || 'none'}).`);
      },
    },
  };
}
