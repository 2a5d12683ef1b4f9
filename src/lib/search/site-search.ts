/**
 * The site search: the shape of each language's index (built at build time by src/data/search-index.ts
 * and served as one static JSON file per language), the ranking (Fuse.js token search, every word must
 * match) and the words shown under each result. Pure: the island and the build both import it.
 */
import Fuse from 'fuse.js';
import { normalizeQuery } from '../content/blog-search';

/** What a result can be (each kind is a group of results; the no-script map lists them in this order). */
export const SEARCH_KINDS = ['guide', 'article', 'tool', 'law', 'place', 'glossary', 'faq', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable page or entry. Short keys: the index is shipped to the browser. */
export interface SearchDoc {
  /** Kind. */
  k: SearchKind;
  /** Title: the page title, a glossary term, an FAQ question, a state's name. */
  t: string;
  /** Where it leads (a path, possibly with an #anchor). */
  u: string;
  /** What it says: a description, a definition, a law summary. */
  d: string;
  /** The page's section headings, where it has them. */
  h?: string[];
}

/** A search index file: its language and its documents. */
export interface SearchIndex {
  lang: 'en' | 'es';
  docs: SearchDoc[];
}

/** A piece of the text shown under a result: `hit` marks a word the query matched. */
export interface Snippet {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  doc: SearchDoc;
  /** The words that matched, in context (a heading or a passage of the text). */
  snippet: Snippet[];
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** At most this many results per kind, and in all: enough to find the way, few enough to scan on a phone. */
export const MAX_PER_KIND = 5;
export const MAX_RESULTS = 20;
/** Characters of context shown around the first matched word. */
const SNIPPET_LENGTH = 140;

/** Lower-case, accents removed ("Préstamo" → "prestamo"), so Spanish matches with or without them. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The query's words, folded; words of one letter say nothing and are left out. */
export function queryWords(raw: unknown): string[] {
  return fold(normalizeQuery(raw))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/**
 * The words to show under a result: the first heading that holds a query word, else a passage of the text
 * around the first query word, else the text's opening; every word that starts with a query word is marked.
 */
export function snippetFor(doc: SearchDoc, words: readonly string[]): Snippet[] {
  const matches = (text: string) => words.some((word) => fold(text).includes(word));
  const heading = doc.h?.find(matches);
  if (heading) return markWords(heading, words);
  const folded = fold(doc.d);
  const first = Math.min(...words.map((word) => folded.indexOf(word)).filter((at) => at >= 0));
  if (!Number.isFinite(first) || first < SNIPPET_LENGTH / 2) return markWords(cutText(doc.d, SNIPPET_LENGTH), words);
  // Start at a word boundary some way before the match, so the reader sees it in its sentence.
  const from = doc.d.lastIndexOf(' ', first - SNIPPET_LENGTH / 3) + 1;
  return markWords(`…${cutText(doc.d.slice(from), SNIPPET_LENGTH)}`, words);
}

/**
 * Splits text into runs, marking each word whose folded form starts with one of the query words of three
 * letters or more ("de" or "of" would mark half the passage; "del" would count as "de").
 */
export function markWords(text: string, words: readonly string[]): Snippet[] {
  const parts: Snippet[] = [];
  const marked = words.filter((word) => word.length >= 3);
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const hit = marked.some((word) => fold(piece).startsWith(word));
    const last = parts[parts.length - 1];
    if (last && last.hit === hit && !hit) last.text += piece;
    else parts.push({ text: piece, hit });
  }
  return parts;
}

/**
 * Builds the searcher once per index (the Fuse index is built here, in the browser, on first focus).
 * Every word of the query must match somewhere in the entry (title, headings or text), allowing a typo;
 * titles count most. Results come back grouped by kind, the group with the best result first.
 */
export function createSiteSearcher(docs: readonly SearchDoc[]): (raw: unknown) => SearchGroup[] {
  // Fuse searches a folded copy (lower case, no accents), folded once here: with Fuse's ignoreDiacritics
  // every keystroke re-folded every field of every entry, the largest part of a keystroke's time.
  const folded = docs.map((doc) => ({ t: fold(doc.t), h: doc.h?.map(fold), d: fold(doc.d) }));
  const fuse = new Fuse(folded, {
    keys: [
      { name: 't', weight: 3 },
      { name: 'h', weight: 1.5 },
      { name: 'd', weight: 1 },
    ],
    useTokenSearch: true,
    tokenMatch: 'all',
    threshold: 0.3,
  });
  return (raw) => {
    const words = queryWords(raw);
    if (words.length === 0) return [];
    let found: number[];
    try {
      found = fuse.search(words.join(' '), { limit: 200 }).map((result) => result.refIndex);
    } catch {
      found = [];
    }
    // An entry whose title holds every word comes first within its kind ("texas" → Texas before a page that mentions it).
    const inTitle = (at: number) => words.every((word) => folded[at]!.t.includes(word));
    const ranked = [...found.filter(inTitle), ...found.filter((at) => !inTitle(at))].map((at) => docs[at]!);
    // Groups in the order of their best result, so "texas" shows the state's law before articles that mention it.
    const kinds = [...new Set(ranked.map((doc) => doc.k))];
    let left = MAX_RESULTS;
    return kinds.flatMap((kind) => {
      const hits = ranked
        .filter((doc) => doc.k === kind)
        .slice(0, Math.min(MAX_PER_KIND, left))
        .map((doc) => ({ doc, snippet: snippetFor(doc, words) }));
      left -= hits.length;
      return hits.length > 0 ? [{ kind, hits }] : [];
    });
  };
}

/** A page's section headings from its Markdown/MDX source (## and ###), without inline markup. */
export function headingsOf(body: string): string[] {
  return [...body.matchAll(/^#{2,3}\s+(.+?)\s*#*\s*$/gm)].map((match) =>
    match[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/\s*\{#[^}]*\}\s*$/, '')
      .trim(),
  );
}
