import { articleUrl, guideUrl } from '../content/urls';

/**
 * Every page the site's own code links to (content pages derive their URLs from their files, in
 * ../content/urls.ts): its path and the name menus, lists and breadcrumbs call it. The header, mobile
 * sheet, footer and breadcrumbs all read this one table.
 */
const PAGES = {
  home: ['/', 'Home'],
  fundingOverview: ['/small-business-funding', 'Small-business funding'],
  calculator: ['/funding-calculator', 'Funding calculator'],
  eligibility: ['/tools/eligibility-checker', 'Eligibility checker'],
  blog: ['/blog', 'Blog'],
  guides: ['/guides', 'Guides'],
  faq: ['/faq', 'FAQ'],
  disclosures: ['/disclosures', 'Disclosures'],
  privacy: ['/privacy', 'Privacy'],
  terms: ['/terms', 'Terms'],
  resources: ['/resources', 'Resources'],
  byLocation: ['/resources/funding-by-location', 'Funding by location'],
  byIndustry: ['/resources/funding-by-industry', 'Funding by industry'],
  finder: ['/resources/find', 'State × Industry finder'],
  programsCompare: ['/resources/funding-programs/compare', 'Compare funding programs'],
  providerComparisons: [articleUrl('compare-mca-providers'), 'Provider comparisons'],
  isoBrokerGuide: [guideUrl('iso-broker-guide'), 'ISO broker guide'],
  sbaGuide: [guideUrl('sba-loans'), 'SBA loans guide'],
  mcaGuide: [guideUrl('merchant-cash-advance'), 'Merchant cash advance guide'],
  /** The section of the disclosures page that explains how the site is paid. */
  howWeMakeMoney: ['/disclosures#how-we-make-money', 'How we make money'],
  editorialStandards: ['/editorial-standards', 'Editorial standards'],
  stateLaws: ['/resources/state-laws', 'State laws'],
  compareOffers: ['/tools/compare-offers', 'Compare offers'],
  repaymentCalculator: ['/tools/mca-repayment-calculator', 'Repayment schedule'],
} as const;

export type RouteKey = keyof typeof PAGES;

const mapPages = <T>(pick: (page: readonly [string, string]) => T) =>
  Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, pick(page)])) as { [K in RouteKey]: T };

/** Each page's path, e.g. `ROUTES.calculator` is `/funding-calculator`. */
export const ROUTES = mapPages((page) => page[0]) as { readonly [K in RouteKey]: (typeof PAGES)[K][0] };
/** Each page's name in menus, lists and breadcrumbs. */
export const ROUTE_LABELS: { readonly [K in RouteKey]: string } = mapPages((page) => page[1]);

export interface NavLink {
  label: string;
  href: string;
  children?: readonly NavLink[];
}

const linksTo = (keys: readonly RouteKey[]): NavLink[] => keys.map((key) => ({ label: ROUTE_LABELS[key], href: ROUTES[key] }));

/** A breadcrumb trail through these pages, Home first. */
export const crumbsTo = (...keys: RouteKey[]) => (['home', ...keys] as const).map((key) => ({ name: ROUTE_LABELS[key], path: ROUTES[key] }));

export const RESOURCE_LINKS: readonly NavLink[] = linksTo(['byLocation', 'byIndustry', 'finder', 'providerComparisons', 'isoBrokerGuide']);

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
  'stateLaws',
  'disclosures',
  'howWeMakeMoney',
  'editorialStandards',
  'privacy',
  'terms',
]);

/** Where "Check Eligibility" buttons go. */
export const CHECK_ELIGIBILITY_HREF = ROUTES.eligibility;

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
