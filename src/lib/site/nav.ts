import { ROUTES, type RouteKey } from './routes';
import { ES_ROUTES, type PairKey } from '../i18n/pages';
import type { Lang } from '../i18n/lang';
import { UI } from '../i18n/ui';
import { HOW_WE_MAKE_MONEY_HREF } from './paid-link-text';

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
  tools: 'Tools',
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
  lienTerminationLetter: 'Lien termination letter',
  payoffLetterRequest: 'Payoff letter request',
  reconciliationArticle: 'Reconciliation when sales drop',
  defaultArticle: 'What happens if you default',
  renewalsArticle: 'Early payoff and renewals',
  stackingGuide: 'Stacking guide',
  checkDisclosure: 'Check my disclosure',
  cashRunway: 'Will the cash last?',
  help: 'Help center',
  helpComplain: 'Complain about a funder or broker',
  helpLien: 'The lien is still there after payoff',
  helpDebit: 'The debit is more than I have',
  search: 'Search',
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
  'cashRunway',
] as const satisfies readonly RouteKey[];
// The payoff letter request and the lien termination letter are reached from the help center (HELP_LETTER_KEYS,
// src/lib/help/letters.ts), its pages and the guides: two more links in every page's header, sheet and footer
// put /glossary over its 14 KB first-round-trip budget.
export const TOOL_LINKS: readonly NavLink[] = linksTo(TOOL_KEYS);

/** Reference pages a reader looks things up in, shown beside the tools in the sheet and the footer. */
export const REFERENCE_KEYS = ['help', 'faq', 'stateLaws', 'glossary'] as const satisfies readonly RouteKey[];
export const REFERENCE_LINKS: readonly NavLink[] = linksTo(REFERENCE_KEYS);

/**
 * The header's Resources menu, in groups: the tools first, then the guides, ending with the help center (the
 * header's top row has no room for another item at 1280px, nor /glossary's 14 KB budget for another group). FAQ, state laws and the glossary: the sheet and the footer.
 */
export const RESOURCE_MENU: readonly NavGroup[] = [
  { title: 'Tools', links: TOOL_LINKS },
  { title: 'Guides', links: [...RESOURCE_LINKS, ...linksTo(['help'])] },
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

/** What each translated page is called in Spanish menus, lists and breadcrumbs (src/lib/i18n/pages.ts). */
export const ES_ROUTE_NAMES: { readonly [K in PairKey]: string } = {
  home: 'Inicio',
  fundingOverview: 'Financiamiento para pequeñas empresas',
  mcaGuide: 'Guía del adelanto de efectivo',
  sameDayGuide: 'Financiamiento el mismo día',
  sbaGuide: 'Guía de préstamos SBA',
  stackingGuide: 'Acumulación de adelantos',
  lineOfCreditGuide: 'Líneas de crédito para negocios',
  factoringGuide: 'Factoraje de facturas',
  equipmentGuide: 'Financiamiento de equipos',
  underwritingGuide: 'Cómo evalúan los financiadores',
  industryGuide: 'Su industria y el financiamiento',
  isoBrokerGuide: 'Corredores e ISO',
  aprArticle: 'El costo real y la APR',
  reconciliationArticle: 'Reconciliación cuando bajan las ventas',
  defaultArticle: 'Qué pasa si incumple un adelanto',
  stateLawsArticle: 'Confesión de sentencia y leyes de divulgación',
  renewalsArticle: 'Pago anticipado y renovación',
  uccArticle: 'Gravámenes UCC y garantías personales',
  workingCapitalArticle: 'Capital de trabajo o financiamiento basado en ventas',
  providerComparisons: 'Cómo evaluar a los proveedores',
  brokerCommissionsArticle: 'Comisiones de corredores e ISO',
  bankruptcyArticle: 'La quiebra y un adelanto',
  collectionsArticle: 'Llamadas de cobro y avisos a sus clientes',
  settlementArticle: 'Ofertas de liquidación de deudas',
  lienReleaseArticle: 'Cancelar un gravamen UCC después de pagar',
  bookkeepingArticle: 'Registrar un adelanto y su costo',
  faq: 'Preguntas frecuentes',
  glossary: 'Glosario',
  disclosures: 'Divulgaciones',
  privacy: 'Privacidad',
  terms: 'Términos',
  editorialStandards: 'Normas editoriales',
  calculator: 'Calculadora de financiamiento',
  compareOffers: 'Comparar ofertas',
  repaymentCalculator: 'Calendario de pagos',
  eligibility: 'Verificador de elegibilidad',
  stackedAdvances: 'Revisión de adelantos acumulados',
  renewalCalculator: 'Calculadora de renovación',
  reconciliationLetter: 'Carta de reconciliación',
  cashRunway: '¿Le alcanzará el efectivo?',
  resources: 'Recursos',
  finder: 'Buscador por estado e industria',
  programsCompare: 'Comparar programas de financiamiento',
  checkDisclosure: 'Revisar mi divulgación',
  payoffLetterRequest: 'Solicitud de carta de liquidación',
  lienTerminationLetter: 'Carta para cancelar el gravamen',
  stateLaws: 'Leyes estatales',
  stateLawsByCap: 'Leyes estatales por límite en dólares',
  stateLawsByInForce: 'Leyes estatales por fecha de vigencia',
  stateLawsByApr: 'Leyes estatales por exigencia de APR',
  notFound: 'Página no encontrada',
  search: 'Buscar',
  help: 'Centro de ayuda',
  guides: 'Guías',
  blog: 'Blog',
  tools: 'Herramientas',
  helpDebit: 'El débito es mayor que lo que tengo',
  helpSettlement: 'Una empresa ofrece liquidar mis adelantos',
  helpLien: 'Ya pagué, pero el gravamen sigue ahí',
  helpSued: 'Me demandaron o me congelaron la cuenta',
  helpBankruptcy: 'Estoy pensando en declararme en quiebra',
  helpCollectors: 'Los cobradores no dejan de llamar',
  helpTaxes: 'Cómo registrar un adelanto para los impuestos',
  helpComplain: 'Quejarse de un financiador o corredor',
  byLocation: 'Financiamiento por ubicación',
  byIndustry: 'Financiamiento por industria',
};

/**
 * A link to a site route in `lang`: the Spanish twin under its Spanish name, or, for a page not yet in
 * Spanish, the English page under a Spanish name marked "(en inglés)".
 */
export function routeLink(lang: Lang, key: RouteKey): NavLink & { hreflang?: 'en' } {
  if (lang === 'en') return { label: ROUTE_NAMES[key], href: ROUTES[key] };
  if (key in ES_ROUTES) return { label: ES_ROUTE_NAMES[key as PairKey], href: ES_ROUTES[key as PairKey] };
  // A route without a Spanish twin (the parity test lists the exceptions): its English page, said to be in English.
  return { label: `${ROUTE_NAMES[key]} (en inglés)`, href: ROUTES[key], hreflang: 'en' };
}

const esLinksTo = (keys: readonly PairKey[]): NavLink[] => keys.map((key) => ({ label: ES_ROUTE_NAMES[key], href: ES_ROUTES[key] }));

/** A Spanish breadcrumb trail, Inicio first. */
export const esCrumbsTo = (...keys: PairKey[]) => (['home', ...keys] as const).map((key) => ({ name: ES_ROUTE_NAMES[key], path: ES_ROUTES[key] }));

/** The tools with a Spanish page, in the order of TOOL_KEYS. */
const isPairKey = (key: string): key is PairKey => key in ES_ROUTES;
const ES_TOOL_KEYS: PairKey[] = TOOL_KEYS.flatMap((key) => (isPairKey(key) ? [key] : []));
const ES_GUIDE_KEYS = ['mcaGuide', 'sameDayGuide', 'sbaGuide', 'stackingGuide', 'aprArticle', 'reconciliationArticle'] as const satisfies readonly PairKey[];
const ES_REFERENCE_KEYS = ['help', 'faq', 'stateLaws', 'glossary'] as const satisfies readonly PairKey[];

/** Every menu of the shell, in one language: the header, the navigation sheet and the footer read this. */
export interface Menus {
  main: readonly NavLink[];
  resourceMenu: readonly NavGroup[];
  sheetNav: readonly NavLink[];
  sheetGroups: readonly NavGroup[];
  footer: readonly NavGroup[];
  privacy: NavLink;
  terms: NavLink;
}

const EN_MENUS: Menus = {
  main: MAIN_NAV,
  resourceMenu: RESOURCE_MENU,
  sheetNav: [...SHEET_NAV, ...REFERENCE_LINKS],
  sheetGroups: [
    { title: UI.en.toolsGroup, links: TOOL_LINKS },
    { title: UI.en.resourcesGroup, links: [{ label: UI.en.allResources, href: ROUTES.resources }, ...RESOURCE_LINKS] },
  ],
  footer: FOOTER_GROUPS,
  privacy: { label: ROUTE_NAMES.privacy, href: ROUTES.privacy },
  terms: { label: ROUTE_NAMES.terms, href: ROUTES.terms },
};

const ES_TOOL_LINKS = esLinksTo(ES_TOOL_KEYS);
const ES_GUIDE_LINKS = esLinksTo(ES_GUIDE_KEYS);

/**
 * The Spanish shell links only to Spanish pages: the header has no Blog or Guides index (neither is
 * translated); the Resources menu lists the translated tools and guides.
 */
const ES_MENUS: Menus = {
  main: [
    { label: 'Financiamiento', href: ES_ROUTES.fundingOverview },
    { label: 'Calculadora', href: ES_ROUTES.calculator },
    { label: 'Preguntas', href: ES_ROUTES.faq },
    { label: 'Recursos', href: ES_ROUTES.resources, children: [...ES_TOOL_LINKS, ...ES_GUIDE_LINKS] },
  ],
  resourceMenu: [
    { title: UI.es.toolsGroup, links: ES_TOOL_LINKS },
    { title: UI.es.guidesGroup, links: ES_GUIDE_LINKS },
  ],
  sheetNav: esLinksTo(['fundingOverview', ...ES_REFERENCE_KEYS]),
  sheetGroups: [
    { title: UI.es.toolsGroup, links: ES_TOOL_LINKS },
    { title: UI.es.guidesGroup, links: ES_GUIDE_LINKS },
    // As the English sheet's Resources group, with the resources pages that have a Spanish twin.
    { title: UI.es.resourcesGroup, links: [{ label: UI.es.allResources, href: ES_ROUTES.resources }, ...esLinksTo(['finder', 'programsCompare'])] },
  ],
  footer: [
    { title: UI.es.toolsGroup, links: ES_TOOL_LINKS },
    // As the English footer: the overview, the main guide, then the references (the sheet and the Resources menu list every guide).
    { title: UI.es.readGroup, links: esLinksTo(['fundingOverview', 'mcaGuide', 'sbaGuide', ...ES_REFERENCE_KEYS]) },
    {
      title: UI.es.aboutGroup,
      links: [
        ...esLinksTo(['disclosures']),
        { label: UI.es.howWeMakeMoney, href: HOW_WE_MAKE_MONEY_HREF.es },
        ...esLinksTo(['editorialStandards', 'privacy', 'terms']),
      ],
    },
  ],
  privacy: { label: ES_ROUTE_NAMES.privacy, href: ES_ROUTES.privacy },
  terms: { label: ES_ROUTE_NAMES.terms, href: ES_ROUTES.terms },
};

export const MENUS: Readonly<Record<Lang, Menus>> = { en: EN_MENUS, es: ES_MENUS };
