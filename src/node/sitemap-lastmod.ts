import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIRS, type ContentDir } from '../lib/content/urls';

/**
 * The sitemap integration runs in astro.config.mjs, outside the content layer, so it reads
 * each entry's `updatedDate` straight from the files, using the same URL rules as the routes.
 * The schema guarantees the date is YYYY-MM-DD.
 */

export function frontmatterDate(source: string, field: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  if (!block) return undefined;
  const match = new RegExp(`^${field}:\\s*["']?(\\d{4}-\\d{2}-\\d{2})`, 'm').exec(block);
  return match?.[1];
}

export function readLastmodMap(contentDir: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [dir, toUrl] of Object.entries(CONTENT_DIRS) as Array<[ContentDir, (id: string) => string]>) {
    let files: string[];
    try {
      files = readdirSync(join(contentDir, dir));
    } catch {
      continue;
    }
    for (const file of files) {
      const slug = /^([^_].*)\.mdx?$/.exec(file)?.[1];
      if (!slug) continue;
      const date = frontmatterDate(readFileSync(join(contentDir, dir, file), 'utf8'), 'updatedDate');
      if (date) map.set(toUrl(slug), date);
    }
  }
  return map;
}
