/**
 * The only English pages that may lack a Spanish twin, each with its reason: the one place the parity
 * test (tests/build/parity.test.ts) reads. Every other indexable English page must have a Spanish twin and
 * the reverse. An entry marked `pending` is being translated in this session on another branch: delete it
 * when that branch merges (the test then demands the twins). Pure data.
 */
import { ROUTES } from '../site/routes';

export interface ParityException {
  /** The English paths it covers: one path, or a pattern over paths. */
  paths: string | RegExp;
  reason: string;
  /** Set while the twin is written on another branch: the entry goes when it merges. */
  pending?: 'merging in this session';
  /** True when the pages are noindex (out of the sitemap): the test checks it, so the reason holds. */
  noindex?: true;
}

const LANDING = ROUTES.byLocation.replace(/[/-]/g, '\\$&');

export const PARITY_EXCEPTIONS: readonly ParityException[] = [
  {
    paths: new RegExp(`^${LANDING}/[a-z-]+/[a-z-]+/[a-z-]+-cash-advance$`),
    reason: 'City × industry pages step aside for their state × industry page (noindex, canonical to it); Spanish pages link them marked "(en inglés)".',
    noindex: true,
  },
];

/** The exception that lets `path` stay English-only, if any. */
export function parityExceptionFor(path: string): ParityException | undefined {
  return PARITY_EXCEPTIONS.find((e) => (typeof e.paths === 'string' ? e.paths === path : e.paths.test(path)));
}
