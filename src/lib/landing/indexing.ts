/**
 * Which city × industry landing pages are indexed. A city page that differs from its state × industry page
 * only by place name is a doorway page to a search engine, so it is indexed only when its city has its own
 * note on that industry, with a source, of at least MIN_CITY_NOTE_WORDS words. Every other city page is
 * `noindex, follow`, canonical to its state × industry page, and left out of the sitemap (src/data/sitemap.ts).
 * Deviates from the spec's "index, follow" on purpose (docs/landing-pages.md, "Which city pages are indexed").
 */
import { landingUrl, stateIndustryUrl } from './urls';

export const MIN_CITY_NOTE_WORDS = 120;

interface CityNotes {
  industryNotes?: Readonly<Record<string, { text: string } | undefined>>;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

export function isCityPageIndexable(city: CityNotes, industry: string): boolean {
  const note = city.industryNotes?.[industry];
  return note !== undefined && wordCount(note.text) >= MIN_CITY_NOTE_WORDS;
}

/** The canonical URL of a city × industry page: itself when indexable, else its state × industry page. */
export function cityPageCanonical(state: string, city: { slug: string } & CityNotes, industry: string): string {
  return isCityPageIndexable(city, industry) ? landingUrl(state, city.slug, industry) : stateIndustryUrl(state, industry);
}
