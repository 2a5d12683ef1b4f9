/**
 * The site search's words in English (Spanish in ./search.es.ts, same keys): the box, the result groups
 * and what is read to screen readers. The island entry for each language imports its own.
 */
import type { SearchKind } from '../../search/site-search';

export interface SearchText {
  label: string;
  placeholder: string;
  submit: string;
  /** Each result group's heading. */
  kinds: Record<SearchKind, string>;
  loading: string;
  /** Read after each search. */
  found: (count: number, query: string) => string;
  none: (query: string) => string;
  /** The index could not be fetched (offline, say): the form still leads to the search page. */
  failed: string;
}

export const SEARCH_TEXT_EN: SearchText = {
  label: 'Search the site',
  placeholder: 'e.g. factor rate, Texas',
  submit: 'Search',
  kinds: {
    guide: 'Guides',
    article: 'Articles',
    tool: 'Tools',
    law: 'State laws',
    place: 'Funding by state',
    glossary: 'Glossary',
    faq: 'FAQ',
    page: 'About the site',
  },
  loading: 'Loading the search…',
  found: (count, query) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”.`,
  none: (query) => `Nothing on the site matches “${query}”. Try a shorter word, or browse the pages below.`,
  failed: 'The search could not load. Press Search to open the search page.',
};
