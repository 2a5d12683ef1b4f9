import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterPaintScript, paintedPromiseScript } from '../lib/site/after-paint';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from '../node/html-files';

/** Astro's island runtime, inlined in every page that has an island: it defines <astro-island>. */
const RUNTIME = /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island",(?:(?!<\/script>)[\s\S])*)<\/script>/;

/** Where the stylesheet loader's inline script (src/integrations/critical-css.ts, which defines the first-paint promise) ends, or -1. */
function paintedLoaderEnd(html: string): number {
  const start = html.indexOf(`<script>${paintedPromiseScript()}`);
  return start < 0 ? -1 : html.indexOf('</script>', start);
}

/** Events that count as a reader touching an island: the same as src/directives/interaction.ts. */
const TOUCH_EVENTS = '["pointerdown","pointerover","focusin","touchstart","keydown"]';

/**
 * Moves the runtime out of the page: a file under /_astro/ (hashed, cached for a year, shared by every
 * page). Inline, Astro 7's runtime is about 1.8 KB gzipped on every page with an island (a tool, the blog,
 * a guide's FAQ), which pushed those pages out of the first round trip. <astro-island> elements upgrade
 * whenever the element is defined, so the runtime can come later:
 * - where an island hydrates after the first paint (`client:painted`), the runtime is imported once the
 *   first paint has been shown (src/lib/site/after-paint.ts; the page's stylesheet loader defines it);
 * - where every island waits for the reader (`client:interaction`: the FAQ on guides and landing pages),
 *   it is imported only when the reader first touches one, which marks the island `data-touched` so the
 *   directive hydrates it at once. Such a page still requests no script until the reader acts.
 * Without JavaScript nothing changes. The touch loader goes last in <body>, after every island it looks
 * for; the after-paint import joins the stylesheet loader's script.
 */
export function externalizeIslandRuntime(html: string, runtimeUrl: (code: string) => string): string {
  const found = RUNTIME.exec(html);
  if (!found) return html;
  const url = runtimeUrl(found[1]!);
  const onlyOnTouch = !/<astro-island\b(?![^>]*\bclient="interaction")[^>]*>/.test(html);
  const page = html.replace(found[0], '');
  if (onlyOnTouch) {
    const loader = `<script>{const e=${TOUCH_EVENTS};for(const i of document.querySelectorAll("astro-island")){const f=()=>{e.forEach(n=>i.removeEventListener(n,f));i.dataset.touched="";import("${url}")};e.forEach(n=>i.addEventListener(n,f,{passive:!0}))}}</script>`;
    return page.replace('</body>', `${loader}</body>`);
  }
  // After paint, the import joins the stylesheet loader's script: one inline script gzips smaller than two,
  // and the tools' JavaScript budgets count each inline script.
  const end = paintedLoaderEnd(page);
  if (end < 0) throw new Error('island-runtime: the page does not define the first-paint promise (critical-css must run first).');
  return `${page.slice(0, end)};${afterPaintScript(`import("${url}")`)}${page.slice(end)}`;
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
