/**
 * The home page's shared words (title, hero, steps, reasons, the partner note), per language, for
 * src/components/home/HomePage.astro. The sections below them differ by edition (HomeSectionsEn/Es.astro).
 */
import type { Lang } from './lang';
import { listNames } from '../state-laws/apr-rules';

type Card = { title: string; body: string };

export interface HomePageText {
  title: (siteName: string) => string;
  description: string;
  hero: { eyebrow: string; title: string; lead: string; calculatorLabel: string; stepsTitle: string };
  steps: readonly Card[];
  benefitsTitle: (siteName: string) => string;
  /** The reasons to use the site; the first names the states that require an APR (content/state-laws). */
  benefits: (aprStates: readonly string[]) => readonly Card[];
  applyNote: string;
}

export const HOME_PAGE: Readonly<Record<Lang, HomePageText>> = {
  en: {
    title: (name) => `${name}: Small-Business Funding, Explained`,
    description:
      'Compare merchant cash advances, SBA loans, factoring and lines of credit. See the true APR of an offer and apply with a partner when you are ready.',
    hero: {
      eyebrow: 'Independent funding guide',
      title: 'Same-day cash advances, explained before you sign',
      lead: 'Many merchant cash advance funders advertise funding within 24 to 48 hours, and some the same day. Speed has a price. See what an offer really costs, compare it with cheaper options, then apply when you are ready.',
      calculatorLabel: 'Calculate payments',
      stepsTitle: 'How it works',
    },
    steps: [
      { title: 'Learn the options', body: 'Read the guide for the product you are weighing, or the overview if you are not sure yet.' },
      { title: 'Run your numbers', body: 'Enter an offer in the calculator to see payback, daily remittance, days to payoff and both APR figures.' },
      { title: 'Check your fit', body: 'The eligibility checker shows which products usually fit your revenue, time in business and credit.' },
      {
        title: 'Compare real offers',
        body: 'When you are ready, Apply Now opens our partner’s application in a new tab. Compare every offer you get before you sign.',
      },
    ],
    benefitsTitle: (name) => `Why owners use ${name}`,
    benefits: (states) => [
      {
        title: 'Real cost, not just the factor rate',
        body: `Our calculator shows the disclosure-style APR that ${listNames(states)} require on many offers, next to the simple annual rate, so you can compare an advance with a loan.`,
      },
      {
        title: 'Plain answers to hard questions',
        body: 'Early payoff, renewals, stacking, reconciliation, confessions of judgment: what each means for your cash and your rights.',
      },
      {
        title: 'Every option side by side',
        body: 'Merchant cash advances, SBA loans, invoice factoring, equipment financing and lines of credit, compared on speed, cost and paperwork.',
      },
      { title: 'Independent and reviewed', body: 'We do not lend or broker. Every guide shows when it was last reviewed against public rules and records.' },
    ],
    applyNote: 'Apply Now opens a third-party partner’s application in a new tab. Approval is never guaranteed.',
  },
  es: {
    title: (name) => `${name}: financiamiento para pequeñas empresas, explicado`,
    description:
      'Compare adelantos de efectivo, préstamos de la SBA, factoraje y líneas de crédito. Vea la APR real de una oferta y solicite con un socio cuando esté listo.',
    hero: {
      eyebrow: 'Guía independiente de financiamiento',
      title: 'Adelantos de efectivo el mismo día, explicados antes de firmar',
      lead: 'Muchos financiadores de adelantos de efectivo para comercios (merchant cash advance, MCA) anuncian el dinero en 24 a 48 horas, y algunos el mismo día. La rapidez tiene un precio. Vea cuánto cuesta de verdad una oferta, compárela con opciones más baratas y solicite cuando esté listo.',
      calculatorLabel: 'Calcular los pagos',
      stepsTitle: 'Cómo funciona',
    },
    steps: [
      { title: 'Conozca las opciones', body: 'Lea la guía del producto que está evaluando, o el panorama general si aún no está seguro.' },
      {
        title: 'Haga sus cuentas',
        body: 'Escriba una oferta en la calculadora para ver el monto a devolver, el pago diario, los días hasta terminar de pagar y las dos cifras de APR.',
      },
      {
        title: 'Vea qué le conviene',
        body: 'El verificador de elegibilidad muestra qué productos suelen ajustarse a sus ingresos, su tiempo en el negocio y su crédito.',
      },
      {
        title: 'Compare ofertas reales',
        body: 'Cuando esté listo, “Solicitar ahora” abre la solicitud de nuestro socio en una pestaña nueva. Compare cada oferta que reciba antes de firmar.',
      },
    ],
    benefitsTitle: (name) => `Por qué los dueños usan ${name}`,
    benefits: (states) => [
      {
        title: 'El costo real, no solo la tasa de factor',
        body: `Nuestra calculadora muestra la APR actuarial que ${new Intl.ListFormat('es', { type: 'conjunction' }).format(states)} exigen en muchas ofertas, junto a la tasa anual simple, para que pueda comparar un adelanto con un préstamo.`,
      },
      {
        title: 'Respuestas claras a preguntas difíciles',
        body: 'Pago anticipado, renovaciones, acumulación de adelantos, reconciliación, confesiones de sentencia: qué significa cada una para su efectivo y sus derechos.',
      },
      {
        title: 'Todas las opciones, lado a lado',
        body: 'Adelantos de efectivo, préstamos de la SBA, factoraje de facturas, financiamiento de equipos y líneas de crédito, comparados por rapidez, costo y papeleo.',
      },
      {
        title: 'Independientes y revisados',
        body: 'No prestamos dinero ni somos corredores. Cada guía muestra cuándo se revisó por última vez con las normas y registros públicos.',
      },
    ],
    applyNote: '“Solicitar ahora” abre la solicitud de un socio externo en una pestaña nueva. La aprobación nunca está garantizada.',
  },
};
