/**
 * Rules over the glossary's own list (content/glossary/terms.yaml): which words link to which entry, and
 * what makes the list unusable (two entries with one anchor, one word claimed by two entries). Pure, so
 * the content schema, the build's remark step and the tests all use the same rules.
 */

/** The fields these rules read; the full schema is in src/content.config.ts. */
export interface GlossaryEntryLike {
  id: string;
  term: string;
  synonyms?: readonly string[];
  /** false: the word has an everyday meaning too, so it is never linked automatically. */
  autolink?: boolean;
}

/** The glossary's URL; an entry's link is `${GLOSSARY_PATH}#${id}`. Also ROUTES.glossary. */
export const GLOSSARY_PATH = '/glossary';
/** The Spanish glossary's URL (its twin in src/lib/i18n/pages.ts). */
export const GLOSSARY_PATH_ES = '/es/glosario';
export const glossaryHref = (id: string, base: string = GLOSSARY_PATH): string => `${base}#${id}`;

/** The words that name an entry in text: its term without a parenthesised note ("ISO (broker)" → "ISO"), and its synonyms. */
export function phrasesOf(entry: GlossaryEntryLike): string[] {
  const term = entry.term.replace(/\s+\([^)]*\)$/, '').trim();
  const all = [term, entry.term, ...(entry.synonyms ?? [])].map((p) => p.trim()).filter(Boolean);
  return [...new Set(all)];
}

/** Everything wrong with the list as a whole, one line each; empty when it is usable. */
export function glossaryProblems(entries: readonly GlossaryEntryLike[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const phrases = new Map<string, string>();
  for (const entry of entries) {
    const other = ids.get(entry.id);
    if (other !== undefined) problems.push(`Duplicate anchor "${entry.id}": "${other}" and "${entry.term}" both use it. Give each term its own id.`);
    else ids.set(entry.id, entry.term);
    for (const phrase of phrasesOf(entry)) {
      const key = phrase.toLowerCase();
      const owner = phrases.get(key);
      if (owner !== undefined && owner !== entry.id) problems.push(`"${phrase}" names both "${owner}" and "${entry.id}": a word can link to one entry only.`);
      else phrases.set(key, entry.id);
    }
  }
  return problems;
}

/** An acronym or code ("ACH", "UCC-1") matches only in capitals, so "ach" or "iso" in other words never link. */
export const isCaseSensitive = (phrase: string): boolean => phrase === phrase.toUpperCase() && /[A-Z]/.test(phrase);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export interface LinkPattern {
  /** Matches any linkable phrase or its plural, longest first, as a whole word (a hyphen counts as part of a word). */
  regex: RegExp;
  /** The entry a matched phrase belongs to. */
  idOf: (match: string) => string | undefined;
}

/**
 * The patterns the remark step searches for: case-sensitive phrases first, then the rest. Empty phrase
 * lists give no pattern. Entries with `autolink: false` are left out.
 */
export function linkPatterns(entries: readonly GlossaryEntryLike[]): LinkPattern[] {
  const owner = new Map<string, string>();
  for (const entry of entries) if (entry.autolink !== false) for (const p of phrasesOf(entry)) owner.set(p.toLowerCase(), entry.id);
  const exact: string[] = [];
  const loose: string[] = [];
  for (const entry of entries) {
    if (entry.autolink === false) continue;
    for (const p of phrasesOf(entry)) (isCaseSensitive(p) ? exact : loose).push(p);
  }
  const build = (list: string[], flags: string): LinkPattern | undefined => {
    if (list.length === 0) return undefined;
    const sorted = [...new Set(list)].sort((a, b) => b.length - a.length).map(escape);
    return {
      // A plural ("factor rates", "renewals") names the same entry.
      regex: new RegExp(`(?<![\\w-])(?:${sorted.join('|')})(?:e?s)?(?![\\w-])`, flags),
      idOf: (match) => {
        const m = match.toLowerCase();
        return owner.get(m) ?? owner.get(m.replace(/s$/, '')) ?? owner.get(m.replace(/es$/, ''));
      },
    };
  };
  return [build(exact, 'g'), build(loose, 'gi')].filter((p): p is LinkPattern => p !== undefined);
}
