/**
 * Entry ids for the glob-loaded collections, and the rule that no two files share one. Astro's glob loader
 * lets a second file with the same id replace the first with at most a warning (and misses it when the two
 * files are identical, or are read at the same moment), so `sba-loans.md` beside `sba-loans.mdx`, or a
 * `slug:` naming another entry, would silently swap one page for another. Here it stops the build, naming both files.
 */

/** A path segment that is already its own URL slug (what github-slugger, Astro's slugifier, leaves as it is). */
const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The id Astro's default would give the file `entry` (relative to the collection's folder): its frontmatter
 * `slug:` when it has one, else its path without the extension (and without a trailing `/index`). File names
 * must be lowercase words joined by hyphens, because the name is the URL; any other name throws, saying so.
 */
export function entryId(entry: string, data: Record<string, unknown>, folder: string): string {
  if (data.slug !== undefined && data.slug !== null && data.slug !== '') return String(data.slug);
  const path = entry.replace(/\.[^./]+$/, '');
  const bad = path.split('/').find((segment) => !SLUG_SEGMENT.test(segment));
  if (bad !== undefined) {
    throw new Error(`${folder}/${entry}: name content files in lowercase words joined by hyphens ("${bad}" is not), e.g. sba-loans.mdx: the file name is the URL.`);
  }
  return path.replace(/\/index$/, '');
}

export function duplicateIdMessage(folder: string, id: string, first: string, second: string): string {
  const [a, b] = [first, second].sort();
  return (
    `Two files in ${folder} are the same entry "${id}": ${folder}/${a} and ${folder}/${b}. ` +
    'One page would silently replace the other. Rename or remove one (a slug: in the frontmatter counts as the file name).'
  );
}

/**
 * Remembers which file holds each id in one collection and throws on a second file with the same id.
 * `exists` tells whether the first file is still on disk: in `npm run dev`, a renamed file keeps its id.
 */
export function idRegistry(folder: string, exists: (entry: string) => boolean) {
  const fileById = new Map<string, string>();
  const idByFile = new Map<string, string>();
  return (entry: string, id: string): string => {
    const holder = fileById.get(id);
    if (holder !== undefined && holder !== entry && exists(holder)) throw new Error(duplicateIdMessage(folder, id, holder, entry));
    const previous = idByFile.get(entry);
    if (previous !== undefined && previous !== id && fileById.get(previous) === entry) fileById.delete(previous);
    fileById.set(id, entry);
    idByFile.set(entry, id);
    return id;
  };
}
