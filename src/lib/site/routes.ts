import { articleUrl, guideUrl, helpUrl } from '../content/urls';
import { GLOSSARY_PATH } from '../glossary/terms';

/**
 * Every page the site's own code links to; content pages' URLs come from their files (../content/urls.ts).
 * A plain object, so an island's bundle keeps only the paths it uses. Names for menus and breadcrumbs: ./nav.ts.
 */
export const ROUTES = {
  home: '/',
  fundingOverview: '/small-business-funding',
  calculator: '/funding-calculator',
  eligibility: '/tools/eligibility-checker',
  blog: '/blog',
  guides: '/guides',
  /** Every tool, with what it does. */
  tools: '/tools',
  faq: '/faq',
  glossary: GLOSSARY_PATH,
  disclosures: '/disclosures',
  privacy: '/privacy',
  terms: '/terms',
  resources: '/resources',
  byLocation: '/resources/funding-by-location',
  byIndustry: '/resources/funding-by-industry',
  finder: '/resources/find',
  programsCompare: '/resources/funding-programs/compare',
  providerComparisons: articleUrl('compare-mca-providers'),
  isoBrokerGuide: guideUrl('iso-broker-guide'),
  sbaGuide: guideUrl('sba-loans'),
  mcaGuide: guideUrl('merchant-cash-advance'),
  /** The section of the disclosures page that explains how the site is paid. */
  howWeMakeMoney: '/disclosures#how-we-make-money',
  editorialStandards: '/editorial-standards',
  stateLaws: '/resources/state-laws',
  compareOffers: '/tools/compare-offers',
  repaymentCalculator: '/tools/mca-repayment-calculator',
  stackedAdvances: '/tools/stacked-advances',
  renewalCalculator: '/tools/renewal-calculator',
  reconciliationLetter: '/tools/reconciliation-letter',
  lienTerminationLetter: '/tools/lien-termination-letter',
  payoffLetterRequest: '/tools/payoff-letter-request',
  reconciliationArticle: articleUrl('reconciliation-when-sales-drop'),
  defaultArticle: articleUrl('mca-default-what-happens'),
  renewalsArticle: articleUrl('early-payoff-and-renewals'),
  stackingGuide: guideUrl('stacking-merchant-cash-advances'),
  checkDisclosure: '/tools/check-my-disclosure',
  cashRunway: '/tools/cash-runway',
  /** The help center for owners whose advance has turned into trouble (content/help). */
  help: '/help',
  helpComplain: helpUrl('complain-about-a-funder-or-broker'),
  helpLien: helpUrl('lien-after-payoff'),
  helpDebit: helpUrl('debit-more-than-i-have'),
  /** The site search's own page: the no-script map of the site by kind, and where the search form submits. */
  search: '/search',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** Each language's search index (src/pages/search-index/[lang].json.ts), fetched when a reader focuses a search box. */
export const SEARCH_INDEX_URL = { en: '/search-index/en.json', es: '/search-index/es.json' } as const;

/**
 * Permanent redirects (old and alternate paths). Astro builds each as a redirect page;
 * the deploy configs turn the same list into real 301s.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/compare-mca-providers': '/blog/compare-mca-providers',
  '/provider-comparisons': '/blog/compare-mca-providers',
  '/working-capital-vs-revenue-based': '/blog/working-capital-vs-revenue-based',
  '/blog/working-capital-vs-revenue-based-financing': '/blog/working-capital-vs-revenue-based',
  '/iso-broker-commissions': '/blog/iso-broker-commissions',
  '/resources/funding-programs/merchant-cash-advance': '/guides/merchant-cash-advance',
};
