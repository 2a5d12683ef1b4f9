import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, headersFile, inlineScripts, nginxHeaders, nginxRedirects, redirectsFile, sha256, withCspMeta } from '../node/security-headers';
import { htmlFiles } from '../node/html-files';

/**
 * After the build: hash every inline script into one CSP, write it into each page's <meta> and into
 * `_headers`, and write `_redirects` so static hosts answer old paths with real 301s.
 */
export function hostFiles(redirects: Readonly<Record<string, string>>): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        // Astro writes only the root 404 page as 404.html; the Spanish one comes out as es/404/index.html.
        // Hosts serve it as es/404.html, beside the root one (scripts/static-host.mjs, deploy/nginx.conf).
        const esNotFound = join(out, 'es', '404', 'index.html');
        if (existsSync(esNotFound)) {
          renameSync(esNotFound, join(out, 'es', '404.html'));
          rmSync(join(out, 'es', '404'), { recursive: true });
        }
        const files = htmlFiles(out);
        const hashes = new Set<string>();
        for (const file of files) {
          const html = readFileSync(file, 'utf8');
          const own = inlineScripts(html).map(sha256);
          own.forEach((hash) => hashes.add(hash));
          // Each page's <meta> allows only its own inline scripts: stricter, and the random-looking
          // hashes of scripts it does not have would cost bytes in every page's first round trip.
          writeFileSync(file, withCspMeta(html, buildCsp({ scriptHashes: own, forMeta: true })));
        }
        const csp = buildCsp({ scriptHashes: [...hashes] });
        writeFileSync(join(out, '_headers'), headersFile(csp));
        writeFileSync(join(out, '_redirects'), redirectsFile(redirects));
        // Snippets that deploy/nginx.conf includes, so nginx serves the same headers and redirects.
        writeFileSync(join(out, '_nginx-headers.conf'), nginxHeaders(csp));
        writeFileSync(join(out, '_nginx-redirects.conf'), nginxRedirects(redirects));
        logger.info(`CSP with ${hashes.size} script hashes written to ${files.length} pages, _headers, _redirects and the nginx snippets.`);
      },
    },
  };
}
