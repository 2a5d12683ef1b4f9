/**
 * The main text of a built page and its 5-word shingles, for the near-duplicate test. Text comes from all
 * of <main> (breadcrumbs, calls to action, paid-link notices and link lists included: a reader and a search
 * engine see them), without scripts, styles, templates and JSON; nothing outside <main> counts.
 */

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));

export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  const body = main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  return decode(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9$%.,'-]+/)
    .map((w) => w.replace(/^[.,'-]+|[.,'-]+$/g, ''))
    .filter(Boolean);
}

/** FNV-1a, 32 bits: shingles are compared as numbers, so a pair costs a set lookup per shingle. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The stricter measure (issue 23): words as written, split on spaces only, so numbers and punctuation stay
 * in them ("$62,500", "1.25,", "(92"): two pages that differ only in their figures still read as different,
 * but shared sentence frames with the same figures count in full.
 */
export function rawWords(text: string): string[] {
  return text.toLowerCase().replace(/[’']/g, "'").split(/\s+/).filter(Boolean);
}

export type Tokenizer = (text: string) => string[];

export function shingles(text: string, size = 5, tokenize: Tokenizer = words): Set<number> {
  const list = tokenize(text);
  const set = new Set<number>();
  for (let i = 0; i + size <= list.length; i++) set.add(hash(list.slice(i, i + size).join(' ')));
  return set;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

export interface PairwiseSimilarity {
  /** Every pair's Jaccard score, sorted ascending. */
  scores: number[];
  worst: { score: number; pair: string };
}

/** Every pair of pages compared on the `size`-word shingles of their whole <main> text. */
export function pairwiseSimilarity(pages: ReadonlyArray<{ path: string; html: string }>, tokenize: Tokenizer, size = 5): PairwiseSimilarity {
  const sets = pages.map((p) => ({ path: p.path, set: shingles(mainText(p.html), size, tokenize) }));
  const scores: number[] = [];
  let worst = { score: 0, pair: '' };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const score = jaccard(sets[i]!.set, sets[j]!.set);
      scores.push(score);
      if (score > worst.score) worst = { score, pair: `${sets[i]!.path} ~ ${sets[j]!.path}` };
    }
  }
  scores.sort((a, b) => a - b);
  return { scores, worst };
}
