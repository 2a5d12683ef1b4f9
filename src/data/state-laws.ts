/**
 * The state-law reference read from content/state-laws: one loader for the hub, the 51 state pages and
 * the landing pages' state-law panels. Rules over the data are in src/lib/state-laws/rules.ts.
 */
import { getCollection } from 'astro:content';
import { sortLaws, type StateLaw } from '@/lib/state-laws/rules';

let cached: Promise<StateLaw[]> | undefined;

/** All 51 jurisdictions, alphabetical, each with its slug (the file name). */
export function getStateLaws(): Promise<StateLaw[]> {
  cached ??= getCollection('stateLaws').then((entries) =>
    sortLaws(
      entries.map((e) => ({ ...e.data, slug: e.id })),
      'name',
    ),
  );
  return cached;
}

/** One jurisdiction by slug (e.g. "new-york"); fails the build naming the missing file. */
export async function getStateLaw(slug: string): Promise<StateLaw> {
  const found = (await getStateLaws()).find((law) => law.slug === slug);
  if (!found) throw new Error(`No state law "${slug}" in content/state-laws (expected content/state-laws/${slug}.yaml).`);
  return found;
}
