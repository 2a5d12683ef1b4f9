import Fuse from 'fuse.js';

interface SearchDoc {
  id: string;
  title: string;
  excerpt: string;
  tags: readonly string[];
}

/** Longest query we search for: longer input is cut here (it cannot match a title or excerpt anyway). */
export const MAX_QUERY_LENGTH = 200;

/**
 * Bidirectional formatting characters (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 * marks U+200E, U+200F, U+061C). In a shared `?q=` link they could make the echoed query read as
 * something else, so they are removed wherever the query is read.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The `?q=` text as it may be shown and searched: bidi controls removed, at most MAX_QUERY_LENGTH characters. */
export function cleanQueryParam(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(BIDI_CONTROLS, '').slice(0, MAX_QUERY_LENGTH);
}

/** Trimmed, lower-cased, control characters (Unicode Cc) removed, at most MAX_QUERY_LENGTH characters. */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(BIDI_CONTROLS, '')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase();
}

interface Searcher<T extends SearchDoc> {
  (rawQuery: unknown): T[];
}

/**
 * Every document whose title or excerpt contains the query comes first, in the given order;
 * close fuzzy matches (titles, excerpts, tags) may follow. An empty query returns everything.
 */
export function createSearcher<T extends SearchDoc>(docs: readonly T[]): Searcher<T> {
  const fuse = new Fuse([...docs], {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'excerpt', weight: 1 },
      { name: 'tags', weight: 1 },
    ],
    threshold: 0.3,
    ignoreLocation: true,
    minMatchCharLength: 3,
  });
  return (rawQuery) => {
    const query = normalizeQuery(rawQuery);
    if (!query) return [...docs];
    const exact = docs.filter((doc) => doc.title.toLowerCase().includes(query) || doc.excerpt.toLowerCase().includes(query));
    // Fuzzy matching only helps short queries (typos); long ones are already handled by the substring pass.
    if (query.length < 3 || query.length > 32) return exact;
    let fuzzy: T[];
    try {
      fuzzy = fuse.search(query).map((result) => result.item);
    } catch {
      fuzzy = [];
    }
    const seen = new Set(exact.map((doc) => doc.id));
    return [...exact, ...fuzzy.filter((doc) => !seen.has(doc.id))];
  };
}

/** The sentence read to screen readers after each search; `others` counts the guides, FAQ answers and tools offered instead. */
export function resultsAnnouncement(count: number, query: string, others = 0): string {
  if (!query) return `Showing all ${count} articles.`;
  if (count === 0) {
    if (others === 0) return `No articles match “${query}”, and nothing else on the site does.`;
    return `No articles match “${query}”. ${others} other ${others === 1 ? 'page matches' : 'pages match'}.`;
  }
  return `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”.`;
}

/** What a suggestion is, shown as its label. */
type SuggestionKind = 'Guide' | 'FAQ' | 'Tool';

/** A guide, FAQ answer or tool offered when no article matches. Built at build time and passed to the island. */
export interface SiteSuggestion extends SearchDoc {
  kind: SuggestionKind;
  url: string;
}

/** At most this many suggestions are shown: enough to find the way, few enough to scan. */
export const MAX_SUGGESTIONS = 6;

/**
 * Searches the rest of the site with the same rules as the article search, pages whose title holds the
 * query first ("sba" puts the SBA guide before a guide that only mentions SBA). An empty query suggests nothing.
 */
export function createSuggester(docs: readonly SiteSuggestion[]): (rawQuery: unknown) => SiteSuggestion[] {
  const search = createSearcher(docs);
  return (rawQuery) => {
    const query = normalizeQuery(rawQuery);
    if (!query) return [];
    const found = search(query);
    const inTitle = found.filter((doc) => doc.title.toLowerCase().includes(query));
    const rest = found.filter((doc) => !doc.title.toLowerCase().includes(query));
    return [...inTitle, ...rest].slice(0, MAX_SUGGESTIONS);
  };
}
