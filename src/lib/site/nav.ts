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

export interface NavLink {
  label: string;
  href: string;
  children?: readonly NavLink[];
}

/** A titled group of links in a menu, the navigation sheet or the footer. */
export interface NavGroup {
  title: string;
  links: readonly NavLink[];
}

const linksTo = (keys: readonly RouteKey[]): NavLink[] => keys.map((key) => ({ label: ROUTE_NAMES[key], href: ROUTES[key] }));

/** A breadcrumb trail through these pages, Home first. */
export const crumbsTo = (...keys: RouteKey[]) => (['home', ...keys] as const).map((key) => ({ name: ROUTE_NAMES[key], path: ROUTES[key] }));

export const RESOURCE_LINKS: readonly NavLink[] = linksTo(['byLocation', 'byIndustry', 'finder', 'providerComparisons', 'isoBrokerGuide']);

/**
 * The site's tools: the one list the header's Resources menu, the navigation sheet and the footer all
 * show (a browser test taps each in the sheet). A new tool is one entry here, after its path in ROUTES
 * and its name in ROUTE_NAMES.
 */
export const TOOL_KEYS = [
  'calculator',
  'compareOffers',
  'repaymentCalculator',
  'eligibility',
  'checkDisclosure',
  'stackedAdvances',
  'renewalCalculator',
  'reconciliationLetter',
] as const satisfies readonly RouteKey[];
export const TOOL_LINKS: readonly NavLink[] = linksTo(TOOL_KEYS);

/** Reference pages a reader looks things up in, shown beside the tools in the sheet and the footer. */
export const REFERENCE_KEYS = ['faq', 'stateLaws', 'glossary'] as const satisfies readonly RouteKey[];
export const REFERENCE_LINKS: readonly NavLink[] = linksTo(REFERENCE_KEYS);

/** The header's Resources menu, in groups: the tools first. (FAQ, state laws and the glossary: the sheet and the footer.) */
export const RESOURCE_MENU: readonly NavGroup[] = [
  { title: 'Tools', links: TOOL_LINKS },
  { title: 'Guides', links: RESOURCE_LINKS },
];

/** The header's own short labels. */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Funding Guide', href: ROUTES.fundingOverview },
  { label: 'Guides', href: ROUTES.guides },
  { label: 'Calculator', href: ROUTES.calculator },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Resources', href: ROUTES.resources, children: RESOURCE_MENU.flatMap((group) => group.links) },
];

/** The sheet's top-level links: the header's, less the Resources menu and any tool (the sheet's Tools group lists those). */
export const SHEET_NAV: readonly NavLink[] = MAIN_NAV.filter((item) => !item.children && !TOOL_LINKS.some((tool) => tool.href === item.href));

/** The footer, in groups: tools, what to read, and who we are. */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  { title: 'Tools', links: TOOL_LINKS },
  { title: 'Read', links: linksTo(['fundingOverview', 'sbaGuide', 'blog', ...REFERENCE_KEYS]) },
  { title: 'About', links: linksTo(['disclosures', 'howWeMakeMoney', 'editorialStandards', 'privacy', 'terms']) },
];
