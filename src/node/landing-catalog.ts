/**
 * The sitemap filter runs in astro.config.mjs, outside the content layer, so it reads the states and
 * industries straight from content/ (YAML) to apply the same indexing rule as the pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { LandingCatalog } from '../lib/landing/indexing';

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => /^[^_].*\.ya?ml$/.test(f));

export function readLandingCatalog(contentDir: string): LandingCatalog {
  const statesDir = join(contentDir, 'states');
  const states = yamlFiles(statesDir).map((file) => {
    const data = parse(readFileSync(join(statesDir, file), 'utf8')) as { cities?: Array<{ slug: string; industryNotes?: Record<string, { text: string }> }> };
    return { slug: file.replace(/\.ya?ml$/, ''), cities: data.cities ?? [] };
  });
  const industries = yamlFiles(join(contentDir, 'industries')).map((f) => f.replace(/\.ya?ml$/, ''));
  return { states, industries };
}
