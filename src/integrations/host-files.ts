import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, headersFile, inlineScripts, nginxHeaders, nginxRedirects, redirectsFile, sha256, withCspMeta } from '../node/security-headers';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : full.endsWith('.html') ? [full] : [];
  });
}

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
