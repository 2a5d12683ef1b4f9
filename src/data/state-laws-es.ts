/**
 * The Spanish state-law pages' entries: each English entry (./state-laws.ts) with the Spanish words of
 * content/state-laws-es. The build stops naming the file when a jurisdiction has no Spanish file or its
 * file does not match the English one (src/lib/state-laws/spanish-words.ts `twinProblems`).
 */
import { getCollection } from 'astro:content';
import { getStateLaws } from './state-laws';
import { stateNameEs } from '@/lib/i18n/state-names-es';
import { toSpanish, twinProblems, type StateLawEs } from '@/lib/state-laws/spanish-words';
import { sortLaws } from '@/lib/state-laws/rules';

let cached: Promise<StateLawEs[]> | undefined;

async function load(): Promise<StateLawEs[]> {
  const words = new Map((await getCollection('stateLawsEs')).map((entry) => [entry.id, entry.data]));
  const problems: string[] = [];
  const entries = (await getStateLaws()).flatMap((law) => {
    const es = words.get(law.slug);
    if (!es) {
      problems.push(`content/state-laws-es/${law.slug}.yaml is missing: every file in content/state-laws needs its Spanish words.`);
      return [];
    }
    const found = twinProblems(law, es);
    problems.push(...found.map((problem) => `content/state-laws-es/${law.slug}.yaml: ${problem}`));
    return found.length > 0 ? [] : [toSpanish(law, es, stateNameEs(law.name))];
  });
  for (const id of words.keys()) {
    if (!entries.some((entry) => entry.slug === id) && !problems.some((p) => p.includes(`/${id}.yaml`))) {
      problems.push(`content/state-laws-es/${id}.yaml has no English file content/state-laws/${id}.yaml.`);
    }
  }
  if (problems.length > 0) throw new Error(`The Spanish state-law words do not match the English files:\n- ${problems.join('\n- ')}`);
  // Spanish alphabetical order of the Spanish names (Carolina del Norte under C).
  return sortLaws(entries, 'name');
}

/** All 51 jurisdictions in Spanish, in the order of their Spanish names. */
export function getStateLawsEs(): Promise<StateLawEs[]> {
  cached ??= load();
  return cached;
}
