/**
 * THE table of translated pages: each English page that has a Spanish twin, and the twin's path. Menus,
 * the language switcher, hreflang alternates, the sitemap and the Spanish routes all read it, and a build
 * test proves every /es/ page has its English twin and the reverse. A page missing here has no Spanish
 * link pointing at it. Spanish content files must be named after their path here (src/data/published.ts
 * fails the build otherwise).
 */
import { articleUrl, guideUrl, helpUrl, pageUrl } from '../content/urls';
import { ROUTES } from '../site/routes';
import { GLOSSARY_PATH_ES } from '../glossary/terms';
import type { Lang } from './lang';

export interface PagePair {
  en: string;
  es: string;
}

export const PAGE_PAIRS = {
  home: { en: ROUTES.home, es: '/es' },
  fundingOverview: { en: ROUTES.fundingOverview, es: '/es/financiamiento-para-pequenas-empresas' },
  mcaGuide: { en: ROUTES.mcaGuide, es: '/es/guias/adelanto-de-efectivo-para-comercios' },
  sameDayGuide: { en: guideUrl('same-day-mca-funding'), es: '/es/guias/financiamiento-el-mismo-dia' },
  sbaGuide: { en: ROUTES.sbaGuide, es: '/es/guias/prestamos-sba' },
  stackingGuide: { en: ROUTES.stackingGuide, es: '/es/guias/acumular-adelantos' },
  lineOfCreditGuide: { en: guideUrl('business-lines-of-credit'), es: '/es/guias/lineas-de-credito-para-negocios' },
  factoringGuide: { en: guideUrl('invoice-factoring'), es: '/es/guias/factoraje-de-facturas' },
  equipmentGuide: { en: guideUrl('equipment-financing'), es: '/es/guias/financiamiento-de-equipos' },
  underwritingGuide: { en: guideUrl('underwriting-differences'), es: '/es/guias/como-evaluan-los-financiadores' },
  industryGuide: { en: guideUrl('industry-approval-trends'), es: '/es/guias/financiamiento-segun-su-industria' },
  isoBrokerGuide: { en: ROUTES.isoBrokerGuide, es: '/es/guias/corredores-de-financiamiento' },
  aprArticle: { en: articleUrl('mca-true-cost-apr'), es: '/es/blog/costo-real-tasa-de-porcentaje-anual' },
  reconciliationArticle: { en: ROUTES.reconciliationArticle, es: '/es/blog/reconciliacion-cuando-bajan-las-ventas' },
  defaultArticle: { en: ROUTES.defaultArticle, es: '/es/blog/que-pasa-si-incumple-un-adelanto' },
  stateLawsArticle: { en: articleUrl('confessions-of-judgment-and-state-disclosure-laws'), es: '/es/blog/confesion-de-sentencia-y-leyes-de-divulgacion' },
  renewalsArticle: { en: ROUTES.renewalsArticle, es: '/es/blog/pago-anticipado-y-renovaciones' },
  uccArticle: { en: articleUrl('ucc-liens-and-personal-guarantees'), es: '/es/blog/gravamenes-ucc-y-garantias-personales' },
  workingCapitalArticle: { en: articleUrl('working-capital-vs-revenue-based'), es: '/es/blog/capital-de-trabajo-o-financiamiento-basado-en-ventas' },
  providerComparisons: { en: ROUTES.providerComparisons, es: '/es/blog/comparar-proveedores-de-adelantos' },
  brokerCommissionsArticle: { en: articleUrl('iso-broker-commissions'), es: '/es/blog/comisiones-de-corredores' },
  bankruptcyArticle: { en: articleUrl('bankruptcy-and-a-merchant-cash-advance'), es: '/es/blog/la-quiebra-y-un-adelanto-de-efectivo' },
  collectionsArticle: { en: articleUrl('collection-calls-and-customer-notices'), es: '/es/blog/llamadas-de-cobro-y-avisos-a-sus-clientes' },
  settlementArticle: { en: articleUrl('debt-settlement-offers-for-business-advances'), es: '/es/blog/ofertas-de-liquidacion-de-deudas' },
  lienReleaseArticle: { en: articleUrl('getting-a-ucc-lien-released-after-payoff'), es: '/es/blog/cancelar-un-gravamen-ucc-despues-de-pagar' },
  bookkeepingArticle: { en: articleUrl('recording-an-advance-and-its-cost'), es: '/es/blog/registrar-un-adelanto-y-su-costo' },
  faq: { en: ROUTES.faq, es: '/es/preguntas-frecuentes' },
  glossary: { en: ROUTES.glossary, es: GLOSSARY_PATH_ES },
  disclosures: { en: ROUTES.disclosures, es: '/es/divulgaciones' },
  privacy: { en: ROUTES.privacy, es: '/es/privacidad' },
  terms: { en: ROUTES.terms, es: '/es/terminos' },
  editorialStandards: { en: ROUTES.editorialStandards, es: '/es/normas-editoriales' },
  calculator: { en: ROUTES.calculator, es: '/es/calculadora-de-financiamiento' },
  compareOffers: { en: ROUTES.compareOffers, es: '/es/herramientas/comparar-ofertas' },
  repaymentCalculator: { en: ROUTES.repaymentCalculator, es: '/es/herramientas/calendario-de-pagos' },
  eligibility: { en: ROUTES.eligibility, es: '/es/herramientas/verificador-de-elegibilidad' },
  stackedAdvances: { en: ROUTES.stackedAdvances, es: '/es/herramientas/adelantos-acumulados' },
  renewalCalculator: { en: ROUTES.renewalCalculator, es: '/es/herramientas/calculadora-de-renovacion' },
  reconciliationLetter: { en: ROUTES.reconciliationLetter, es: '/es/herramientas/carta-de-reconciliacion' },
  cashRunway: { en: ROUTES.cashRunway, es: '/es/herramientas/pronostico-de-efectivo' },
  // The resources hub and its two reference pages (issue 43): src/components/resources/.
  resources: { en: ROUTES.resources, es: '/es/recursos' },
  finder: { en: ROUTES.finder, es: '/es/recursos/buscar-por-estado-e-industria' },
  programsCompare: { en: ROUTES.programsCompare, es: '/es/recursos/programas-de-financiamiento/comparar' },
  checkDisclosure: { en: ROUTES.checkDisclosure, es: '/es/herramientas/revisar-mi-divulgacion' },
  payoffLetterRequest: { en: ROUTES.payoffLetterRequest, es: '/es/herramientas/solicitud-de-carta-de-liquidacion' },
  lienTerminationLetter: { en: ROUTES.lienTerminationLetter, es: '/es/herramientas/carta-para-cancelar-el-gravamen' },
  stateLaws: { en: ROUTES.stateLaws, es: '/es/recursos/leyes-estatales' },
  // The landing hubs; their state and state × industry pages are paired in ./twins.ts.
  // Written out, like ROUTES.byLocation: the islands import this table, so it stays free of the landing
  // module's state list (a unit test holds it equal to LANDING_BASE_ES in src/lib/landing/urls.ts).
  byLocation: { en: ROUTES.byLocation, es: '/es/recursos/financiamiento-por-ubicacion' },
  byIndustry: { en: ROUTES.byIndustry, es: '/es/recursos/financiamiento-por-industria' },
  // The hub's pre-sorted copies (noindex; src/lib/state-laws/rules.ts SORT_KEYS).
  stateLawsByCap: { en: `${ROUTES.stateLaws}/sort/cap`, es: '/es/recursos/leyes-estatales/orden/cap' },
  stateLawsByInForce: { en: `${ROUTES.stateLaws}/sort/in-force`, es: '/es/recursos/leyes-estatales/orden/in-force' },
  stateLawsByApr: { en: `${ROUTES.stateLaws}/sort/apr`, es: '/es/recursos/leyes-estatales/orden/apr' },
  notFound: { en: pageUrl('404'), es: '/es/404' },
  search: { en: ROUTES.search, es: '/es/buscar' },
  help: { en: ROUTES.help, es: '/es/ayuda' },
  guides: { en: ROUTES.guides, es: '/es/guias' },
  blog: { en: ROUTES.blog, es: '/es/blog' },
  tools: { en: ROUTES.tools, es: '/es/herramientas' },
  helpDebit: { en: ROUTES.helpDebit, es: '/es/ayuda/el-debito-es-mayor-que-lo-que-tengo' },
  helpSettlement: { en: helpUrl('settlement-offers'), es: '/es/ayuda/una-empresa-ofrece-liquidar-sus-adelantos' },
  helpLien: { en: ROUTES.helpLien, es: '/es/ayuda/gravamen-despues-de-pagar' },
  helpSued: { en: helpUrl('sued-or-account-frozen'), es: '/es/ayuda/demanda-o-cuenta-congelada' },
  helpBankruptcy: { en: helpUrl('thinking-about-bankruptcy'), es: '/es/ayuda/pensando-en-declararse-en-quiebra' },
  helpCollectors: { en: helpUrl('collectors-keep-calling'), es: '/es/ayuda/los-cobradores-no-dejan-de-llamar' },
  helpTaxes: { en: helpUrl('recording-an-advance-for-taxes'), es: '/es/ayuda/registrar-un-adelanto-para-impuestos' },
  helpComplain: { en: ROUTES.helpComplain, es: '/es/ayuda/quejarse-de-un-financiador-o-corredor' },
} as const satisfies Record<string, PagePair>;

export type PairKey = keyof typeof PAGE_PAIRS;

/** Spanish paths by key, for the Spanish pages' own links. */
export const ES_ROUTES = Object.fromEntries(Object.entries(PAGE_PAIRS).map(([key, pair]) => [key, pair.es])) as {
  readonly [K in PairKey]: (typeof PAGE_PAIRS)[K]['es'];
};

type RouteKey = keyof typeof ROUTES;

/**
 * A site route in `lang`: the Spanish twin when the page has one, else the English page (a Spanish page may
 * link an English-only page until its twin is written; the parity test lists which).
 */
export const hasTwin = (key: RouteKey): boolean => key in PAGE_PAIRS;

export function routeIn(lang: Lang, key: RouteKey): string {
  if (lang === 'es' && key in PAGE_PAIRS) return PAGE_PAIRS[key as PairKey].es;
  return ROUTES[key];
}
