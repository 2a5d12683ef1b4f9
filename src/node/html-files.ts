import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file under `dir` (the built site), in a stable order, by Node's own recursive listing. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => join(dir, name));
}
