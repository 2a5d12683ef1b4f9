import type { LawSource } from './rules';

/**
 * The general sources (G1–G2 in shared/state-laws.md) behind every "no law found" row. G3, a deBanked tag page
 * whose content changes, was dropped (issue 44): a source must be one dated article.
 */
export const G_SOURCES: readonly LawSource[] = [
  {
    title: 'ABA Business Lawyer: survey of the commercial financing disclosure laws in force (Oct 2024)',
    url: 'https://www.americanbar.org/groups/business_law/resources/business-lawyer/2025-spring/commercial-financing-disclosure-laws-survey/',
  },
  {
    title: 'Mayer Brown: Louisiana now requires disclosures for revenue-based financing (Aug 2025)',
    url: 'https://www.mayerbrown.com/en/insights/publications/2025/08/louisiana-now-requires-disclosures-for-revenue-based-financing-transactions',
  },
];
