import { ROUTES, type RouteKey } from './routes';

/**
 * What each page is called in menus, lists and breadcrumbs, and the menus themselves: the header, mobile
 * sheet, footer, hub pages and breadcrumbs all read this. Kept apart from ./routes.ts so islands that only
 * need a path never bundle the names.
 */
export const ROUTE_NAMES: { readonly [K in RouteKey]: string } = {
  home: 'Home',
  fundingOverview: 'Small-business funding',
  calculator: 'Funding calculator',
  eligibility: 'Eligibility checker',
  blog: 'Blog',
  guides: 'Guides',
  faq: 'FAQ',
  glossary: 'Glossary',
  disclosures: 'Disclosures',
  privacy: 'Privacy',
  terms: 'Terms',
  resources: 'Resources',
  byLocation: 'Funding by location',
  byIndustry: 'Funding by industry',
  finder: 'State × Industry finder',
  programsCompare: 'Compare funding programs',
  providerComparisons: 'Provider comparisons',
  isoBrokerGuide: 'ISO broker guide',
  sbaGuide: 'SBA loans guide',
  mcaGuide: 'Merchant cash advance guide',
  howWeMakeMoney: 'How we make money',
  editorialStandards: 'Editorial standards',
  stateLaws: 'State laws',
  compareOffers: 'Compare offers',
  repaymentCalculator: 'Repayment schedule',
  stackedAdvances: 'Stacked advances check',
  renewalCalculator: 'Renewal calculator',
  reconciliationLetter: 'Reconciliation letter',
  reconciliationArticle: 'Reconciliation when sales drop',
  defaultArticle: 'What happens if you default',
  renewalsArticle: 'Early payoff and renewals',
  stackingGuide: 'Stacking guide',
  checkDisclosure: 'Check my disclosure',
};

interface NavLink {
  label: string;
  href: string;
  children?: readonly NavLink[];
}

const linksTo = (keys: readonly RouteKey[]): NavLink[] => keys.map((key) => ({ label: ROUTE_NAMES[key], href: ROUTES[key] }));

/** A breadcrumb trail through these pages, Home first. */
export const crumbsTo = (...keys: RouteKey[]) => (['home', ...keys] as const).map((key) => ({ name: ROUTE_NAMES[key], path: ROUTES[key] }));

export const RESOURCE_LINKS: readonly NavLink[] = linksTo([
  'byLocation',
  'byIndustry',
  'finder',
  'providerComparisons',
  'isoBrokerGuide',
  // Tools for owners already paying an advance (the lead moves these into the "Tools" group).
  'stackedAdvances',
  'renewalCalculator',
  'reconciliationLetter',
  'checkDisclosure',
]);

/** The header's own short labels. */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Funding Guide', href: ROUTES.fundingOverview },
  { label: 'Guides', href: ROUTES.guides },
  { label: 'Calculator', href: ROUTES.calculator },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Resources', href: ROUTES.resources, children: RESOURCE_LINKS },
];

export const FOOTER_LINKS: readonly NavLink[] = linksTo([
  'fundingOverview',
  'sbaGuide',
  'blog',
  'calculator',
  'faq',
  'glossary',
  'stateLaws',
  'disclosures',
  'howWeMakeMoney',
  'editorialStandards',
  'privacy',
  'terms',
]);
