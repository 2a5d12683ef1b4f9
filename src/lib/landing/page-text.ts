/**
 * The words of the landing pages (the two hubs, the state pages, the state × industry pages, their law panel
 * and closing call to action), per language. The pages are one component per route for both languages
 * (src/components/landing/); typed by one interface, so a word missing in Spanish fails `astro check`.
 * Figures come in formatted; the law's wording in Spanish is the Spanish state-law pages' own
 * (src/lib/state-laws/page-text.ts and labels-es.ts). Pure: no Astro, no React.
 */
import type { Lang } from '../i18n/lang';
import { STATE_LAW_PAGE_TEXT } from '../state-laws/page-text';
import { COJ_LABELS_ES, SCOPE_LABELS_ES } from '../state-laws/labels-es';
import { OFFICIAL_LINK_LABELS, type OfficialSourceKind } from '../state-laws/official-sources';
import { COJ_LABELS, SCOPE_LABELS, weFoundNoLawSentence, noLawFoundSentence, type COJ_RULES, type LAW_SCOPES, type StateLaw } from '../state-laws/rules';
import { LAW_COPY_WORDS, type LawCopyWords } from './law-copy';
import { LANDING_TITLES, type LandingTitles } from './titles';
import type { OtherProduct } from './products';

type LawScope = (typeof LAW_SCOPES)[number];
type CojRule = (typeof COJ_RULES)[number];

/** The typed law facts a sentence about a state's rules is built from. */
interface LawLineInput {
  name: string;
  inForce: boolean;
  salesBasedOnly: boolean;
  aprRequired: boolean;
  /** The cap phrase ("up to" or "under" the cap), or the words for any size. */
  cap: string;
}

/** Text around a link: before, the link's label, after. */
type Linked = readonly [string, string, string];

export interface LandingText {
  titles: LandingTitles;
  lawCopy: LawCopyWords;
  /** The law panel and the law rows, read by src/data/landing-law.ts and LandingLawPanel. */
  law: {
    panelTitle: (state: string) => string;
    unsettled: string;
    reviewed: string;
    notAdvice: string;
    notAdviceShort: string;
    allRules: (state: string) => string;
    allRulesCited: (state: string) => string;
    rows: { law: string; covers: string; apr: string; registration: string; coj: string };
    lawName: (entry: StateLaw & { lawNameEs?: string | undefined }) => string;
    inForce: (lawName: string, since: string) => string;
    noLawRow: (entry: StateLaw) => string;
    noLaw: (entry: StateLaw) => string;
    /** Before the law's enacted name and citation. */
    source: string;
    officialLink: Readonly<Record<OfficialSourceKind, string>>;
    scopeLabels: Readonly<Record<LawScope, string>>;
    cojLabels: Readonly<Record<CojRule, string>>;
    aprYes: string;
    no: string;
  };
  cta: { lead: string; calculator: string };
  /** Links to English-only pages (the city pages) say so. */
  inEnglish: string;
  locationHub: {
    title: string;
    description: string;
    heading: string;
    lead: string;
    cities: (names: string) => string;
    industriesIn: (count: number, state: string) => string;
  };
  industryHub: {
    title: string;
    description: string;
    heading: string;
    lead: string;
    factorRates: (min: number, max: number) => string;
    amounts: (min: string, max: string) => string;
    byState: string;
  };
  state: {
    description: (state: string, industries: number, cities: number) => string;
    eyebrow: string;
    heading: (state: string) => string;
    lawLine: (law: LawLineInput) => string;
    industriesTitle: string;
    industriesLead: (state: string) => string;
    todayTitle: (state: string) => string;
    citiesTitle: (count: number, state: string) => string;
    citiesLead: Linked;
    zipLabel: (source: 'city' | 'state', state: string, city: string) => string;
    cityPages: (city: string) => string;
    helpTitle: (state: string) => string;
  };
  stateIndustry: {
    description: (industry: string, noun: string, state: string, amount: string, cities: number) => string;
    heading: (industry: string, noun: string, state: string) => string;
    intro: (noun: string, state: string, amount: string, cities: number) => string;
    priceOffer: string;
    lawTitle: (state: string, noun: string) => string;
    offerTitle: (amount: string, purpose: string, state: string) => string;
    offerLead: (amount: string, factor: string, holdback: number, sales: string) => string;
    figures: { payback: string; cost: string; daily: string; paidOff: string; simpleRate: string; apr: string };
    openCalculator: string;
    flowTitle: (noun: string) => string;
    risksTitle: (noun: string, state: string) => string;
    otherTitle: (noun: string, state: string) => string;
    products: Readonly<Record<OtherProduct, string>>;
    fitTitle: (noun: string, state: string) => string;
    citiesTie: (cities: number, state: string, tied: number, noun: string) => string;
    industryIn: (industry: string, city: string) => string;
    zip: (source: 'city' | 'state', state: string, count: number) => string;
    noneTie: (state: string, noun: string) => string;
    weigh: (noun: string, requirements: string, minimums: string) => string;
    checkFigures: string;
    orRead: string;
    moreOn: (noun: string) => string;
    citiesNavTitle: (industry: string, state: string) => string;
    ctaTitle: (industry: string, noun: string, state: string) => string;
    moreTitle: (state: string) => string;
    stateLink: (state: string) => string;
  };
}

const EN: LandingText = {
  titles: LANDING_TITLES.en,
  lawCopy: LAW_COPY_WORDS.en,
  law: {
    panelTitle: (state) => `${state} financing rules`,
    unsettled: 'Unsettled:',
    reviewed: 'Last reviewed',
    notAdvice: 'General information, not legal advice; laws change.',
    notAdviceShort: 'General information, not legal advice.',
    allRules: (state) => `All of ${state}’s rules`,
    allRulesCited: (state) => `All of ${state}’s rules, with citations`,
    rows: {
      law: 'Disclosure law',
      covers: 'Offers covered',
      apr: 'APR on the disclosure',
      registration: 'Provider registration',
      coj: 'Confessions of judgment',
    },
    lawName: (entry) => entry.law?.name ?? '',
    inForce: (lawName, since) => `${lawName} (in force ${since})`,
    noLawRow: noLawFoundSentence,
    noLaw: (entry) => weFoundNoLawSentence(entry).replace(/\.$/, ''),
    source: 'Source:',
    officialLink: OFFICIAL_LINK_LABELS,
    scopeLabels: SCOPE_LABELS,
    cojLabels: COJ_LABELS,
    aprYes: 'Yes: an estimated APR',
    no: 'No',
  },
  cta: { lead: 'Price any offer in the calculator first. Then compare real offers through our partner’s application.', calculator: 'Open the calculator' },
  inEnglish: '',
  locationHub: {
    title: 'Small-Business Funding by Location',
    description: 'Funding pages for every state and city we cover, with each industry’s typical terms and the state’s commercial financing disclosure rules.',
    heading: 'Funding by location',
    lead: 'Choose your state. Its page covers the state’s rules, its cities and a page for each industry.',
    cities: (names) => `Cities: ${names}`,
    industriesIn: (count, state) => `${count} industries in ${state}`,
  },
  industryHub: {
    title: 'Small-Business Funding by Industry',
    description:
      'What funders look at in nine industries, from restaurants to trucking: typical factor rates, common uses, requirements and links to pages by state.',
    heading: 'Funding by industry',
    lead: 'Each industry earns and spends differently, and funders know it. Here is what they look at in each.',
    factorRates: (min, max) => `Commonly advertised factor rates ${min}–${max}`,
    amounts: (min, max) => ` · commonly advertised amounts ${min}–${max}`,
    byState: 'Pages by state:',
  },
  state: {
    description: (state, industries, cities) =>
      `${state}'s economy, its commercial financing disclosure rules, and funding pages for ${industries} industries in ${cities} ${state} cities.`,
    eyebrow: 'Funding by location',
    heading: (state) => `Small-business funding in ${state}`,
    lawLine: (law) =>
      law.inForce
        ? `${law.name}’s disclosure rules cover ${law.salesBasedOnly ? 'sales-based financing' : 'commercial financing'} ${law.cap}${law.aprRequired ? ', with an estimated APR' : ', in dollars rather than as an APR'}.`
        : `We found no ${law.name} disclosure law for business financing, so ask for every cost in writing.`,
    industriesTitle: 'Choose your industry',
    industriesLead: (state) => `Each page applies ${state}’s rules to that industry’s typical offer and prices it in the calculator.`,
    todayTitle: (state) => `Funding in ${state} today`,
    citiesTitle: (count, state) => `${count} ${state} cities`,
    citiesLead: ['What sets each city apart, its county and some of its own ZIP codes (source: the ', 'USPS ZIP lookup', ').'],
    zipLabel: (source, state, city) => (source === 'city' ? 'ZIP codes' : `${state} ZIP codes (none listed for ${city})`),
    cityPages: (city) => `Industry pages for ${city}`,
    helpTitle: (state) => `Free help in ${state}`,
  },
  stateIndustry: {
    description: (industry, _noun, state, amount, cities) =>
      `${industry} cash advances in ${state}: what state law means for a ${amount} offer, the industry's cash flow and risks, other options, and ${cities} cities.`,
    heading: (industry, _noun, state) => `${industry} cash advance in ${state}`,
    intro: (noun, state, amount, cities) =>
      `Below: what ${state} law says about an advance to ${noun}, a ${amount} offer priced in the calculator, the risks and the cheaper options, and the ${cities} ${state} cities we cover.`,
    priceOffer: 'Price an offer',
    lawTitle: (state, noun) => `What ${state} law means for an advance to ${noun}`,
    offerTitle: (amount, purpose, state) => `A ${amount} offer for ${purpose}, in ${state}`,
    offerLead: (amount, factor, holdback, sales) =>
      `An example, not a quote: ${amount} at a ${factor} factor rate, repaid at ${holdback}% of ${sales} in monthly sales.`,
    figures: { payback: 'You repay', cost: 'Cost', daily: 'Daily payment', paidOff: 'Paid off in', simpleRate: 'Simple annual rate', apr: 'Actuarial APR' },
    openCalculator: 'Open in the calculator',
    flowTitle: (noun) => `How cash moves for ${noun}, and what can go wrong`,
    risksTitle: (noun, state) => `Risks of a daily remittance for ${noun} in ${state}`,
    otherTitle: (noun, state) => `What else fits ${noun} in ${state}`,
    products: {
      'invoice-factoring': 'Invoice factoring',
      'equipment-financing': 'Equipment financing',
      'line-of-credit': 'A business line of credit',
      'sba-7a': 'An SBA 7(a) loan',
      'sba-504': 'An SBA 504 loan',
      microloan: 'An SBA microloan',
    },
    fitTitle: (noun, state) => `Where ${noun} fit in ${state}`,
    citiesTie: (cities, state, tied, noun) => `Of the ${cities} ${state} cities we cover, our profiles tie ${tied === 1 ? 'one' : tied} to ${noun}:`,
    industryIn: (industry, city) => `${industry} in ${city}`,
    zip: (source, state) => (source === 'city' ? 'ZIP' : `${state} ZIP`),
    noneTie: (state, noun) => `None of our ${state} city profiles singles out ${noun}: they work across the state. Its two largest cities we cover:`,
    weigh: (noun, requirements, minimums) =>
      `What funders weigh for ${noun}: ${requirements}. The minimums funders commonly advertise, not rules: ${minimums}.`,
    checkFigures: 'Check your figures',
    orRead: 'or read',
    moreOn: (noun) => `more on funding for ${noun}`,
    citiesNavTitle: (industry, state) => `${industry} pages for every ${state} city`,
    ctaTitle: (industry, _noun, state) => `Compare ${industry.toLowerCase()} offers in ${state}`,
    moreTitle: (state) => `Other industries in ${state}`,
    stateLink: (state) => `${state}: rules, cities, free help`,
  },
};

const ES_LAW = STATE_LAW_PAGE_TEXT.es;

/**
 * A Spanish business noun (content/industries-es businessNoun, always plural) with its article, where the
 * sentence needs one: "en los restaurantes", "a las tiendas minoristas". The feminine nouns are the two
 * that start with "tiendas" and "empresas"; a new feminine noun goes in the pattern.
 */
const theNounEs = (noun: string): string => `${/^(tiendas|empresas)\b/.test(noun) ? 'las' : 'los'} ${noun}`;
const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const ES: LandingText = {
  titles: LANDING_TITLES.es,
  lawCopy: LAW_COPY_WORDS.es,
  law: {
    panelTitle: (state) => `Reglas de financiamiento de ${state}`,
    unsettled: 'Sin resolver:',
    reviewed: ES_LAW.lastReviewed,
    notAdvice: 'Información general, no asesoría legal; las leyes cambian.',
    notAdviceShort: ES_LAW.notAdvice,
    allRules: (state) => `Todas las reglas de ${state}`,
    allRulesCited: (state) => `Todas las reglas de ${state}, con citas legales`,
    rows: { law: ES_LAW.facts.law, covers: 'Ofertas cubiertas', apr: 'APR en la divulgación', registration: ES_LAW.facts.registration, coj: ES_LAW.facts.coj },
    lawName: ES_LAW.lawName,
    // A date reads “en vigor desde el 1 de enero de 2024”; a cell that says more is given as written.
    inForce: (lawName, since) => (/^\d/.test(since) ? `${lawName}, en vigor desde el ${since}` : `${lawName}. En vigor: ${since}`),
    noLawRow: ES_LAW.noLaw,
    noLaw: (entry) => ES_LAW.noLaw(entry).replace(/\.$/, ''),
    source: 'Fuente:',
    officialLink: {
      statute: 'texto de la ley, en inglés',
      regulation: 'texto del reglamento, en inglés',
      'regulator-guidance': 'guía del regulador, en inglés',
      bill: 'texto del proyecto de ley, en inglés',
    },
    scopeLabels: SCOPE_LABELS_ES,
    cojLabels: COJ_LABELS_ES,
    aprYes: 'Sí: una APR estimada',
    no: ES_LAW.facts.no,
  },
  cta: {
    lead: 'Primero calcule cualquier oferta en la calculadora. Luego compare ofertas reales con la solicitud de nuestro socio.',
    calculator: 'Abrir la calculadora',
  },
  inEnglish: ' (en inglés)',
  locationHub: {
    title: 'Financiamiento para pequeñas empresas por ubicación',
    description: 'Páginas de financiamiento para cada estado que cubrimos, con los términos típicos de cada industria y las reglas de divulgación del estado.',
    heading: 'Financiamiento por ubicación',
    lead: 'Elija su estado. Su página explica las reglas del estado, sus ciudades y tiene una página para cada industria.',
    cities: (names) => `Ciudades: ${names}`,
    industriesIn: (count, state) => `${count} industrias en ${state}`,
  },
  industryHub: {
    title: 'Financiamiento para pequeñas empresas por industria',
    description:
      'Qué evalúan los financiadores en nueve industrias, de restaurantes a transporte de carga: tasas de factor típicas, montos y páginas por estado.',
    heading: 'Financiamiento por industria',
    lead: 'Cada industria gana y gasta de manera distinta, y los financiadores lo saben. Esto es lo que evalúan en cada una.',
    factorRates: (min, max) => `Tasas de factor que se suelen anunciar: ${min}–${max}`,
    amounts: (min, max) => ` · montos que se suelen anunciar: ${min}–${max}`,
    byState: 'Páginas por estado:',
  },
  state: {
    description: (state, industries, cities) =>
      `La economía de ${state}, sus reglas de divulgación de financiamiento comercial y páginas para ${industries} industrias en ${cities} ciudades.`,
    eyebrow: 'Financiamiento por ubicación',
    heading: (state) => `Financiamiento para pequeñas empresas en ${state}`,
    lawLine: (law) =>
      law.inForce
        ? `Las reglas de divulgación de ${law.name} cubren ${law.salesBasedOnly ? 'el financiamiento basado en ventas' : 'el financiamiento comercial'} ${law.cap}${law.aprRequired ? ', con una APR estimada' : ', en dólares y no como una tasa de porcentaje anual (APR)'}.`
        : `No encontramos ninguna ley de divulgación de ${law.name} para el financiamiento de negocios, así que pida todos los costos por escrito.`,
    industriesTitle: 'Elija su industria',
    industriesLead: (state) => `Cada página aplica las reglas de ${state} a la oferta típica de esa industria y la calcula con la calculadora.`,
    todayTitle: (state) => `El financiamiento en ${state} hoy`,
    citiesTitle: (count, state) => `${count} ciudades de ${state}`,
    citiesLead: [
      'Qué distingue a cada ciudad, su condado y algunos de sus propios códigos postales (fuente: la ',
      'búsqueda de códigos postales del USPS',
      ', en inglés).',
    ],
    zipLabel: (source, state, city) => (source === 'city' ? 'Códigos postales' : `Códigos postales de ${state} (no hay una lista para ${city})`),
    cityPages: (city) => `Páginas por industria de ${city} (en inglés)`,
    helpTitle: (state) => `Ayuda gratuita en ${state}`,
  },
  stateIndustry: {
    description: (_industry, noun, state, amount, cities) =>
      `Adelantos para ${noun} en ${state}: la ley estatal ante una oferta de ${amount}, el flujo de efectivo, los riesgos, otras opciones y ${cities} ciudades.`,
    heading: (_industry, noun, state) => `Adelanto de efectivo para ${noun} en ${state}`,
    intro: (noun, state, amount, cities) =>
      `Abajo: qué dice la ley de ${state} sobre un adelanto para ${noun}, una oferta de ${amount} calculada con la calculadora, los riesgos, las opciones más baratas y las ${cities} ciudades de ${state} que cubrimos.`,
    priceOffer: 'Calcular una oferta',
    lawTitle: (state, noun) => `La ley de ${state} y los adelantos para ${noun}`,
    offerTitle: (amount, purpose, state) => `Una oferta de ${amount} para ${purpose}, en ${state}`,
    offerLead: (amount, factor, holdback, sales) =>
      `Un ejemplo, no una cotización: ${amount} con una tasa de factor de ${factor}, que se devuelve con el ${holdback}% de ${sales} en ventas mensuales.`,
    figures: {
      payback: 'Usted devuelve',
      cost: 'Costo',
      daily: 'Pago diario',
      paidOff: 'Se termina de pagar en',
      simpleRate: 'Tasa anual simple',
      apr: 'APR actuarial',
    },
    openCalculator: 'Abrir en la calculadora',
    flowTitle: (noun) => `Cómo circula el efectivo de ${theNounEs(noun)}, y qué puede salir mal`,
    risksTitle: (noun, state) => `Riesgos de un pago diario para ${noun} en ${state}`,
    otherTitle: (noun, state) => `Qué más les conviene a ${theNounEs(noun)} en ${state}`,
    products: {
      'invoice-factoring': 'Factoraje de facturas',
      'equipment-financing': 'Financiamiento de equipos',
      'line-of-credit': 'Una línea de crédito comercial',
      'sba-7a': 'Un préstamo SBA 7(a)',
      'sba-504': 'Un préstamo SBA 504',
      microloan: 'Un micropréstamo de la SBA',
    },
    fitTitle: (noun, state) => `${upperFirst(theNounEs(noun))} en ${state}`,
    citiesTie: (cities, state, tied, noun) =>
      `De las ${cities} ciudades de ${state} que cubrimos, nuestros perfiles relacionan ${tied === 1 ? 'una' : tied} con ${noun}:`,
    industryIn: (industry, city) => `${industry} en ${city} (en inglés)`,
    zip: (source, state, count) => `${count === 1 ? 'Código postal' : 'Códigos postales'}${source === 'city' ? '' : ` de ${state}`}`,
    noneTie: (state, noun) =>
      `Ninguno de nuestros perfiles de ciudades de ${state} destaca a ${theNounEs(noun)}: trabajan en todo el estado. Sus dos ciudades más grandes que cubrimos:`,
    weigh: (noun, requirements, minimums) =>
      `Lo que los financiadores evalúan en ${theNounEs(noun)}: ${requirements}. Los mínimos que los financiadores suelen anunciar, que no son reglas: ${minimums}.`,
    checkFigures: 'Compruebe sus cifras',
    orRead: 'o lea',
    moreOn: (noun) => `más sobre el financiamiento para ${noun}`,
    citiesNavTitle: (industry, state) => `${industry} en cada ciudad de ${state} (en inglés)`,
    ctaTitle: (_industry, noun, state) => `Compare ofertas para ${noun} en ${state}`,
    moreTitle: (state) => `Otras industrias en ${state}`,
    stateLink: (state) => `${state}: reglas, ciudades, ayuda gratuita`,
  },
};

export const LANDING_TEXT: Readonly<Record<Lang, LandingText>> = { en: EN, es: ES };
