/**
 * The words of the three resources pages (the hub, the state × industry finder, the program comparison),
 * per language; each page is one component for both (src/components/resources/). Typed by one interface,
 * so a word missing in Spanish fails type-checking. The program table's own words live with its figures
 * (src/data/funding-programs.ts). Pure data.
 */
import type { Lang } from './lang';
import type { RouteKey } from '../site/routes';

interface PageWords {
  title: string;
  description: string;
  heading: string;
  lead: string;
}

/** The hub's cards, in order: each a route and what it holds. */
export const HUB_KEYS = [
  'byLocation',
  'stateLaws',
  'glossary',
  'byIndustry',
  'finder',
  'programsCompare',
  'providerComparisons',
  'isoBrokerGuide',
  'calculator',
  'eligibility',
  'stackedAdvances',
  'cashRunway',
  'renewalCalculator',
  'reconciliationLetter',
  'checkDisclosure',
] as const satisfies readonly RouteKey[];

export type HubKey = (typeof HUB_KEYS)[number];

interface ResourcesText {
  hub: PageWords & { cards: Readonly<Record<HubKey, string>>; guides: string; allGuides: string };
  finder: PageWords & {
    state: string;
    industry: string;
    city: string;
    optional: string;
    allCities: string;
    submit: string;
    matrixHeading: string;
    matrixLead: string;
    /** Said under the form while the state and industry pages exist only in English; '' when they are in the page's language. */
    inEnglish: string;
  };
  compare: PageWords & { columnsHeading: string; guidesHeading: string; guideLink: (program: string) => string };
}

export const RESOURCES_TEXT: Readonly<Record<Lang, ResourcesText>> = {
  en: {
    hub: {
      title: 'Resources for Small-Business Funding',
      description:
        'Tools and references for owners comparing funding: pages by state, city and industry, a program comparison, the calculator and the eligibility checker.',
      heading: 'Resources',
      lead: 'Everything on the site that helps you compare options, in one place.',
      cards: {
        byLocation: 'Every state and city we cover, with pages for each industry and the state’s disclosure rules.',
        stateLaws: 'Which states require a cost disclosure on MCAs and business financing: all 50 states and DC, with sources.',
        glossary: 'Plain meanings of the words in an MCA or loan contract, from factor rate to confession of judgment, with worked figures.',
        byIndustry: 'What funders look at in each industry, typical factor rates and common uses.',
        finder: 'Pick a state, a city and an industry and go straight to its page.',
        programsCompare: 'MCA, line of credit, equipment financing, factoring and SBA 7(a) side by side.',
        providerComparisons: 'Six factors and a 1–5 scoring sheet to rank the offers you receive.',
        isoBrokerGuide: 'How brokers are paid, what that means for your cost, and how to protect yourself.',
        calculator: 'Payback, daily remittance, days to payoff and the disclosure-style APR of any offer.',
        eligibility: 'Which products usually fit your revenue, time in business and credit.',
        stackedAdvances: 'Paying more than one advance? Add up the debits against your deposits, with payoff dates and a sales-drop test.',
        cashRunway: 'Will the cash last? A 13-week forecast from your own bank export under the advance debits, read on your device.',
        renewalCalculator: 'Price a renewal on the cash you actually receive after the old balance and fees come out.',
        reconciliationLetter: 'The debit your contract’s specified percentage gives on lower sales, and a letter asking the funder to reconcile.',
        checkDisclosure: 'Work out a California or New York disclosure’s APR the state’s way and see whether the printed one is right.',
      },
      guides: 'Guides',
      allGuides: 'All guides →',
    },
    finder: {
      title: 'State x Industry Funding Finder',
      description:
        "Pick your state, city and industry to open the funding page that covers your business, its typical terms and your state's disclosure rules.",
      heading: 'State x Industry finder',
      lead: 'Choose your state and what you do. We will open the page written for that combination; pick a city too if you want its local page.',
      state: 'State',
      industry: 'Industry',
      city: 'City',
      optional: '(optional)',
      allCities: 'All cities',
      submit: 'Show the page',
      matrixHeading: 'Every state and industry',
      matrixLead: 'Each link opens the page for that industry in that state, with its cities.',
      inEnglish: '',
    },
    compare: {
      title: 'Compare Funding Programs Side by Side',
      description:
        'Merchant cash advance, line of credit, equipment financing, invoice factoring and SBA 7(a) compared on speed, credit, repayment, use and paperwork.',
      heading: 'Compare funding programs',
      lead: 'Five common ways to fund a small business, on the six points that decide which fits. Ranges are typical, not quotes.',
      columnsHeading: 'What each column means',
      guidesHeading: 'Read the guide for each',
      guideLink: (program) => `${program} guide`,
    },
  },
  es: {
    hub: {
      title: 'Recursos para financiar su pequeño negocio',
      description:
        'Herramientas y referencias para comparar financiamiento: páginas por estado, ciudad e industria, una comparación de programas, la calculadora y el verificador de elegibilidad.',
      heading: 'Recursos',
      lead: 'Todo lo del sitio que le ayuda a comparar opciones, en un solo lugar.',
      cards: {
        byLocation: 'Cada estado y ciudad que cubrimos, con una página por industria y las reglas de divulgación del estado.',
        stateLaws:
          'Qué estados exigen divulgar el costo de un adelanto de efectivo o de otro financiamiento comercial: los 50 estados y el Distrito de Columbia, con fuentes.',
        glossary:
          'Qué significan las palabras de un contrato de adelanto o de préstamo, de la tasa de factor a la confesión de sentencia, con ejemplos en cifras.',
        byIndustry: 'Qué miran los financiadores en cada industria, las tasas de factor típicas y los usos comunes.',
        finder: 'Elija un estado, una ciudad y una industria, y vaya directo a su página.',
        programsCompare: 'Adelanto de efectivo, línea de crédito, financiamiento de equipos, factoraje y préstamo SBA 7(a), lado a lado.',
        providerComparisons: 'Seis aspectos y una hoja de puntuación del 1 al 5 para ordenar las ofertas que recibe.',
        isoBrokerGuide: 'Cómo se les paga a los corredores, qué significa eso para su costo y cómo protegerse.',
        calculator: 'El monto a devolver, el pago diario, los días hasta terminar de pagar y la APR al estilo de las divulgaciones de cualquier oferta.',
        eligibility: 'Qué productos suelen ajustarse a sus ingresos, su tiempo en el negocio y su crédito.',
        stackedAdvances: '¿Paga más de un adelanto? Sume los débitos frente a sus depósitos, con fechas de pago final y una prueba de caída de ventas.',
        cashRunway:
          '¿Le alcanzará el efectivo? Un pronóstico de 13 semanas con los débitos de sus adelantos, a partir de su propio archivo del banco, calculado en su dispositivo.',
        renewalCalculator: 'Calcule el costo de una renovación sobre el efectivo que de verdad recibe después de descontar el saldo anterior y los cargos.',
        reconciliationLetter:
          'El débito que corresponde al porcentaje especificado en su contrato cuando bajan las ventas, y una carta para pedirle al financiador la reconciliación.',
        checkDisclosure: 'Calcule la APR de una divulgación de California o de Nueva York como lo pide el estado y vea si la impresa es correcta.',
      },
      guides: 'Guías',
      allGuides: 'Todas las guías →',
    },
    finder: {
      title: 'Buscador por estado e industria',
      description:
        'Elija su estado, su ciudad y su industria para abrir la página de financiamiento de su negocio, con sus condiciones típicas y las reglas de divulgación de su estado.',
      heading: 'Buscador por estado e industria',
      lead: 'Elija su estado y su actividad. Abriremos la página escrita para esa combinación; elija también una ciudad si quiere su página local.',
      state: 'Estado',
      industry: 'Industria',
      city: 'Ciudad',
      optional: '(opcional)',
      allCities: 'Todas las ciudades',
      submit: 'Mostrar la página',
      matrixHeading: 'Todos los estados e industrias',
      matrixLead: 'Cada enlace abre la página de esa industria en ese estado, con sus ciudades.',
      inEnglish: 'Si elige una ciudad, su página está en inglés por ahora; las páginas por estado e industria están en español.',
    },
    compare: {
      title: 'Compare programas de financiamiento lado a lado',
      description:
        'Adelanto de efectivo, línea de crédito, financiamiento de equipos, factoraje de facturas y préstamo SBA 7(a), comparados por rapidez, crédito, pago, uso y documentos.',
      heading: 'Compare programas de financiamiento',
      lead: 'Cinco formas comunes de financiar un pequeño negocio, en los seis puntos que deciden cuál le conviene. Los rangos son típicos, no cotizaciones.',
      columnsHeading: 'Qué significa cada columna',
      guidesHeading: 'Lea la guía de cada uno',
      guideLink: (program) => `Guía: ${program}`,
    },
  },
};
