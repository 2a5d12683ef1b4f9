/**
 * Reads the glossary's list at config time, before Astro's content layer exists, for the remark step
 * that links terms in guides and articles (astro.config.mjs). The same file feeds the glossary collection.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGlossaryYaml } from '../lib/glossary/parse';

export const GLOSSARY_FILE = 'content/glossary/terms.yaml';
/** The Spanish list, for Spanish guides and articles (links to /es/glosario). */
export const GLOSSARY_FILE_ES = 'content/glossary/es.yaml';

export function readGlossary(root: string = process.cwd(), file: string = GLOSSARY_FILE) {
  return parseGlossaryYaml(readFileSync(join(root, file), 'utf8'), file);
}
