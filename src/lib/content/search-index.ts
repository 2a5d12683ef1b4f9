/**
 * The small index the blog search falls back to when no article matches: guides, FAQ answers and
 * tools. Pages build it at build time from published content; this module only shapes it.
 */
import type { SiteSuggestion } from './blog-search';
import { ROUTES } from '../site/routes';

/** FAQ answers are cut to this many characters in the index: enough to match and to read, small to ship. */
export const FAQ_EXCERPT_LENGTH = 140;

export const TOOL_SUGGESTIONS: readonly SiteSuggestion[] = [
  {
    id: 'tool-calculator',
    kind: 'Tool',
    url: ROUTES.calculator,
    title: 'Funding calculator',
    excerpt: 'Payback, daily remittance, days to payoff and the APR of an advance offer.',
    tags: ['apr', 'cost', 'factor rate', 'holdback'],
  },
  {
    id: 'tool-eligibility',
    kind: 'Tool',
    url: ROUTES.eligibility,
    title: 'Eligibility checker',
    excerpt: 'See which products usually fit: advances, lines of credit, factoring, equipment financing and SBA 7(a) loans.',
    tags: ['qualify', 'requirements', 'credit score', 'sba'],
  },
  {
    id: 'tool-compare-offers',
    kind: 'Tool',
    url: ROUTES.compareOffers,
    title: 'Compare offers',
    excerpt: 'Put advance offers side by side: amount received, payback, daily payment and APR.',
    tags: ['compare', 'offers'],
  },
  {
    id: 'tool-stacked-advances',
    kind: 'Tool',
    url: ROUTES.stackedAdvances,
    title: 'Stacked advances check',
    excerpt: 'Add up the debits of up to four advances against your deposits, with payoff dates and a sales-drop test.',
    tags: ['stacking', 'debits', 'cash flow'],
  },
  {
    id: 'tool-cash-runway',
    kind: 'Tool',
    url: ROUTES.cashRunway,
    title: 'Will the cash last? 13-week forecast',
    excerpt: 'Forecast 13 weeks of cash under the advance debits from your own bank export, read on your device, with debt-service coverage.',
    tags: ['cash flow', 'forecast', 'debits', 'runway'],
  },
  {
    id: 'tool-renewal-calculator',
    kind: 'Tool',
    url: ROUTES.renewalCalculator,
    title: 'Renewal calculator',
    excerpt: 'What a renewal costs on the cash you actually receive after the old balance and fees.',
    tags: ['renewal', 'apr', 'cost'],
  },
  {
    id: 'tool-reconciliation-letter',
    kind: 'Tool',
    url: ROUTES.reconciliationLetter,
    title: 'Reconciliation request letter',
    excerpt: 'The debit your specified percentage gives on lower sales, and a letter asking the funder to reconcile.',
    tags: ['reconciliation', 'sales drop', 'letter'],
  },
  {
    id: 'tool-state-laws',
    kind: 'Tool',
    url: ROUTES.stateLaws,
    title: 'State-law reference',
    excerpt: 'Disclosure laws, APR rules and confessions of judgment in every state and DC, with citations.',
    tags: ['state laws', 'confession of judgment', 'disclosure'],
  },
];

/** A guide as a suggestion. */
export const guideSuggestion = (guide: { id: string; url: string; title: string; description: string; tags: readonly string[] }): SiteSuggestion => ({
  id: `guide-${guide.id}`,
  kind: 'Guide',
  url: guide.url,
  title: guide.title,
  excerpt: guide.description,
  tags: guide.tags,
});

/** An FAQ answer as a suggestion, its answer cut at a word boundary. */
export function faqSuggestion(item: { id: string; url: string; question: string; answer: string }): SiteSuggestion {
  const cut = item.answer.length <= FAQ_EXCERPT_LENGTH ? item.answer : `${item.answer.slice(0, FAQ_EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
  return { id: `faq-${item.id}`, kind: 'FAQ', url: item.url, title: item.question, excerpt: cut, tags: [] };
}
