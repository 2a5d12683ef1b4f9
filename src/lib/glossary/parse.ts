/**
 * Parses content/glossary/terms.yaml for the collection's `file` loader and the config-time reader. It
 * fails on a list Astro would accept silently: the file loader keeps the last of two entries with one id.
 */
import { parse } from 'yaml';
import { glossaryProblems, type GlossaryEntryLike } from './terms';

export function parseGlossaryYaml(text: string, file = 'content/glossary/terms.yaml'): Array<GlossaryEntryLike & Record<string, unknown>> {
  const data: unknown = parse(text);
  if (!Array.isArray(data)) throw new Error(`${file} must be a list of entries, each starting "- id: …".`);
  const entries = data.map((item: unknown, i: number) => {
    const entry = item as Record<string, unknown> | null;
    if (!entry || typeof entry.id !== 'string' || typeof entry.term !== 'string')
      throw new Error(`${file}, entry ${i + 1}: give it an id (the anchor) and a term.`);
    return entry as GlossaryEntryLike & Record<string, unknown>;
  });
  const problems = glossaryProblems(entries);
  if (problems.length > 0) throw new Error(`${file}:\n${problems.join('\n')}`);
  return entries;
}
