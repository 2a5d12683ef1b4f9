import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './dist';

/** Every URL path listed in the built sitemap(s). */
export function sitemapPaths(): string[] {
  return readdirSync(DIST)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) => [...readFileSync(join(DIST, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}
