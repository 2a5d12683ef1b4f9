import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isIndexable, isSortPath, stateLawPath, type StateLawData } from '../lib/state-laws/rules';

/**
 * The sitemap integration runs in astro.config.mjs, outside the content layer, so it reads
 * content/state-laws straight from the files and applies the same `isIndexable` rule the pages use.
 * The schema has already checked every file by the time the sitemap is written.
 */
export function readStateLawSitemap(contentDir: string): { unindexed: Set<string>; lastmod: Map<string, string> } {
  const dir = join(contentDir, 'state-laws');
  const unindexed = new Set<string>();
  const lastmod = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const slug = /^([^_].*)\.ya?ml$/.exec(file)?.[1];
    if (!slug) continue;
    const data = parse(readFileSync(join(dir, file), 'utf8')) as Partial<StateLawData>;
    const entry = {
      status: data.status ?? 'none-found',
      pending: data.pending ?? [],
      unsettled: data.unsettled ?? [],
      coj: data.coj ?? { rule: 'not-surveyed' as const, text: '' },
    };
    if (!isIndexable(entry)) unindexed.add(stateLawPath(slug));
    // The review date is the page's lastmod: it changes only when someone re-checks the facts.
    else if (data.lastReviewed) lastmod.set(stateLawPath(slug), data.lastReviewed);
  }
  return { unindexed, lastmod };
}

/** True for state-law URLs the sitemap leaves out: noindex state pages and the hub's sorted copies. */
export function isUnindexedStateLawPath(pathname: string, unindexed: ReadonlySet<string>): boolean {
  const path = pathname.replace(/\/+$/, '');
  return unindexed.has(path) || isSortPath(path);
}
