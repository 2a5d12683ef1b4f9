/**
 * The states, cities and industries as an editor sees them in content/ (YAML), for tests that check the
 * built pages against the files. The site itself reads them once, through the content layer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface CityFile {
  slug: string;
  industryNotes?: Record<string, { text: string }>;
}

export interface LandingCatalog {
  states: Array<{ slug: string; cities: CityFile[] }>;
  industries: string[];
}

const yamlFiles = (dir: string) => readdirSync(dir).filter((f) => /^[^_].*\.ya?ml$/.test(f));

export function readLandingCatalog(contentDir = join(process.cwd(), 'content')): LandingCatalog {
  const statesDir = join(contentDir, 'states');
  const states = yamlFiles(statesDir).map((file) => {
    const data = parse(readFileSync(join(statesDir, file), 'utf8')) as { cities?: CityFile[] };
    return { slug: file.replace(/\.ya?ml$/, ''), cities: data.cities ?? [] };
  });
  const industries = yamlFiles(join(contentDir, 'industries')).map((f) => f.replace(/\.ya?ml$/, ''));
  return { states, industries };
}
