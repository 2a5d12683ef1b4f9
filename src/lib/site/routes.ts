/**
 * Site routes that the shell links to, and the navigation built from them.
 * One list: the header, mobile sheet and footer all read it.
 */
export const ROUTES = {
  home: '/',
  fundingOverview: '/small-business-funding',
  calculator: '/funding-calculator',
  eligibility: '/tools/eligibility-checker',
  blog: '/blog',
  guides: '/guides',
  faq: '/faq',
  disclosures: '/disclosures',
  privacy: '/privacy',
  terms: '/terms',
  resources: '/resources',
  byLocation: '/resources/funding-by-location',
  byIndustry: '/resources/funding-by-industry',
  finder: '/resources/find',
  programsCompare: '/resources/funding-programs/compare',
  providerComparisons: '/blog/compare-mca-providers',
  isoBrokerGuide: '/iso-broker-guide',
  sbaGuide: '/guides/sba-loans',
  mcaGuide: '/guides/merchant-cash-advance',
  /** The section of the disclosures page that explains how the site is paid. */
  howWeMakeMoney: '/disclosures#how-we-make-money',
  editorialStandards: '/editorial-standards',
  stateLaws: '/resources/state-laws',
  compareOffers: '/tools/compare-offers',
  repaymentCalculator: '/tools/mca-repayment-calculator',
} as const;

export interface NavLink {
  label: string;
  href: string;
  children?: readonly NavLink[];
}

export const RESOURCE_LINKS: readonly NavLink[] = [
  { label: 'Funding by location', href: ROUTES.byLocation },
  { label: 'Funding by industry', href: ROUTES.byIndustry },
  { label: 'State × Industry finder', href: ROUTES.finder },
  { label: 'Provider comparisons', href: ROUTES.providerComparisons },
  { label: 'ISO broker guide', href: ROUTES.isoBrokerGuide },
];

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Funding Guide', href: ROUTES.fundingOverview },
  { label: 'Guides', href: ROUTES.guides },
  { label: 'Calculator', href: ROUTES.calculator },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Resources', href: ROUTES.resources, children: RESOURCE_LINKS },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Small-business funding', href: ROUTES.fundingOverview },
  { label: 'SBA loans guide', href: ROUTES.sbaGuide },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Funding calculator', href: ROUTES.calculator },
  { label: 'FAQ', href: ROUTES.faq },
  { label: 'State law reference', href: ROUTES.stateLaws },
  { label: 'Disclosures', href: ROUTES.disclosures },
  { label: 'How we make money', href: ROUTES.howWeMakeMoney },
  { label: 'Editorial standards', href: ROUTES.editorialStandards },
  { label: 'Privacy', href: ROUTES.privacy },
  { label: 'Terms', href: ROUTES.terms },
];

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
