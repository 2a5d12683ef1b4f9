import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { dateMessage, realIsoDate } from '../lib/content/date-rules';
import { readFrontmatter } from '../lib/content/frontmatter';
import { CONTENT_DIRS, type ContentDir } from '../lib/content/urls';

/**
 * The sitemap integration runs in astro.config.mjs, outside the content layer, so it reads each entry's
 * `updatedDate` from the files, with the same URL rules as the routes. The schema already refuses a date
 * that is not YYYY-MM-DD; a file that gets here with one anyway fails the build, naming file and field.
 */
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
      const date = readFrontmatter(readFileSync(join(contentDir, dir, file), 'utf8')).updatedDate;
      if (date === undefined) continue;
      if (typeof date !== 'string' || !realIsoDate(date))
        throw new Error(`${join(basename(contentDir), dir, file)}: ${dateMessage('updatedDate', String(date))}`);
      map.set(toUrl(slug), date);
    }
  }
  return map;
}
