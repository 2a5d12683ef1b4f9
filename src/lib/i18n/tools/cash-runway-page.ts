/**
 * The cash forecast page's own words (heading, lead, how it is worked out), per language, for the one page
 * component src/components/tools/CashRunwayPage.astro. Links name a route key, so each language links its
 * own twin (routeIn); the island's words are in cash-runway.en.ts / cash-runway.es.ts.
 */
import type { Lang } from '../lang';
import type { RouteKey } from '../../site/routes';
import { HISTORY_WEEKS } from '../../cash-runway/forecast';

/**
 * A run of text: plain, bold, a link to a site route, the SBA SOP cited by its English title, or another
 * source by its address (`lang: 'en'` marks an English title on a Spanish page).
 */
export type PageSegment = string | { strong: string } | { link: RouteKey; text: string } | { source: 'sop' } | { href: string; text: string; lang?: 'en' };

export interface CashRunwayPageText {
  heading: string;
  lead: string;
  methodTitle: string;
  method: readonly (readonly PageSegment[])[];
  closing: readonly PageSegment[];
  /** The help-center line; English pages use the shared HelpCentreNote component instead. */
  helpNote?: readonly PageSegment[];
}

/** The SBA's SOP, cited by its own (English) title on both pages. */
export const SBA_SOP = {
  title: 'SBA SOP 50 10 8: Lender and Development Company Loan Programs',
  url: 'https://www.sba.gov/document/sop-50-10-lender-development-company-loan-programs',
} as const;

const { min, max } = HISTORY_WEEKS;

export const CASH_RUNWAY_PAGE: Readonly<Record<Lang, CashRunwayPageText>> = {
  en: {
    heading: 'Will the cash last? A 13-week forecast under the advance’s debits',
    lead: '“The advance pulls $600 a day and payroll is Friday.” Load your business checking account’s export, or type your weekly figures, to see the week the balance runs short, what a fall in sales, a reconciliation or a new advance would change, and whether your cash flow covers your debt payments. It all runs in your browser.',
    methodTitle: 'How the forecast is worked out',
    method: [
      [
        { strong: 'Weeks' },
        ` run Monday to Sunday. From a file, the history is its last ${min} to ${max} whole weeks (you choose how many); week 1 of the forecast is the Monday after. Typed figures start on the coming Monday.`,
      ],
      [
        { strong: 'Deposits' },
        ' each week are the history’s average week, or its lowest week if you plan on that. A fall in sales lowers them by the percentage you enter, and percent-of-sales debits with them.',
      ],
      [
        { strong: 'Ordinary outflows' },
        ' are every withdrawal that is not an advance debit or another loan payment, averaged per week; they do not fall with sales. Your dated items are added in the week they fall.',
      ],
      [
        { strong: 'Advance debits' },
        ': a daily debit on each business day (weekdays other than Federal Reserve holidays), a weekly debit once a week, a holdback as its share of the week’s deposits, each stopping when the balance left is paid. Reconciled, a fixed debit becomes the contract’s specified percentage of the lower deposits, as in our ',
        { link: 'stackedAdvances', text: 'stacked advances check' },
        ', whose advances you can bring here through its link.',
      ],
      [
        { strong: 'Debt-service coverage' },
        ' is net operating cash flow (deposits minus ordinary outflows, with your dated items) over the 13 weeks, divided by the debt payments in them. Lenders each set their own minimum and read your statements their own way; this figure is not a rule or a promise of approval. Since June 1, 2025 merchant cash advances cannot be refinanced with SBA 7(a) or 504 loan proceeds (',
        { source: 'sop' },
        ').',
      ],
      ['Figures are worked in whole cents; a week’s deposits after a fall in sales and a holdback’s debit are rounded to the cent, half away from zero.'],
    ],
    closing: [
      'These are estimates from your own history and what you type, not a prediction. This tool is not an offer or advice, and the site does not lend or arrange funding; see our ',
      { link: 'disclosures', text: 'disclosures' },
      '. If the forecast shows a short week, read ',
      { link: 'helpDebit', text: 'the debit is more than I have' },
      ', ',
      { link: 'reconciliationArticle', text: 'reconciliation when sales drop' },
      ' and ',
      { link: 'defaultArticle', text: 'what default means' },
      ', or ask for a reconciliation with the ',
      { link: 'reconciliationLetter', text: 'reconciliation letter' },
      '.',
    ],
  },
  es: {
    heading: '¿Le alcanzará el efectivo? Un pronóstico de 13 semanas con los débitos del adelanto',
    lead: '“El adelanto se lleva $600 al día y la nómina es el viernes.” Cargue la exportación de la cuenta de cheques de su negocio, o escriba sus cifras semanales, para ver la semana en que el saldo no alcanza, qué cambiarían una baja de ventas, una reconciliación o un adelanto nuevo, y si su flujo de efectivo cubre sus pagos de deuda. Todo se calcula en su navegador.',
    methodTitle: 'Cómo se calcula el pronóstico',
    method: [
      [
        { strong: 'Las semanas' },
        ` van de lunes a domingo. Con un archivo, el historial son sus últimas ${min} a ${max} semanas completas (usted elige cuántas); la semana 1 del pronóstico es el lunes siguiente. Con cifras escritas, empieza el próximo lunes.`,
      ],
      [
        { strong: 'Los depósitos' },
        ' de cada semana son la semana promedio del historial, o su semana más baja si planea con ella. Una baja de ventas los reduce en el porcentaje que escriba, y con ellos los débitos por porcentaje de las ventas.',
      ],
      [
        { strong: 'Las salidas habituales' },
        ' son todos los retiros que no son un débito de un adelanto ni otro pago de préstamo, promediados por semana; no bajan con las ventas. Sus fechas conocidas se suman en la semana en que caen.',
      ],
      [
        { strong: 'Los débitos de los adelantos' },
        ': un débito diario en cada día hábil (días de semana que no son feriados de la Reserva Federal), un débito semanal una vez por semana y una retención (holdback) como su parte de los depósitos de la semana; cada uno se detiene cuando se paga el saldo pendiente. Reconciliado, un débito fijo pasa a ser el porcentaje especificado (specified percentage) del contrato sobre los depósitos más bajos, como en nuestra ',
        { link: 'stackedAdvances', text: 'revisión de adelantos acumulados' },
        ', cuyos adelantos puede traer aquí con su enlace.',
      ],
      [
        { strong: 'La cobertura del servicio de la deuda' },
        ' es el flujo de efectivo operativo neto (depósitos menos salidas habituales, con sus fechas conocidas) de las 13 semanas, dividido entre los pagos de deuda que vencen en ellas. Cada prestamista fija su propio mínimo y lee sus estados de cuenta a su manera; esta cifra no es una regla ni una promesa de aprobación. Desde el 1 de junio de 2025, los adelantos de efectivo para comercios no pueden refinanciarse con fondos de préstamos 7(a) o 504 de la Agencia Federal de Pequeños Negocios (SBA) (',
        { source: 'sop' },
        ').',
      ],
      [
        'Las cifras se calculan en centavos enteros; los depósitos de una semana después de una baja de ventas y el débito de una retención se redondean al centavo, y medio centavo se redondea alejándose de cero.',
      ],
    ],
    closing: [
      'Son estimaciones a partir de su propio historial y de lo que usted escribe, no una predicción. Esta herramienta no es una oferta ni una asesoría, y el sitio no presta ni gestiona financiamiento; vea nuestras ',
      { link: 'disclosures', text: 'divulgaciones' },
      '. Si el pronóstico muestra una semana corta, lea ',
      { link: 'helpDebit', text: 'el débito es mayor que lo que tengo' },
      ', ',
      { link: 'reconciliationArticle', text: 'cómo funciona la reconciliación cuando bajan las ventas' },
      ' y ',
      { link: 'defaultArticle', text: 'qué significa el incumplimiento' },
      ', o pida una reconciliación con la ',
      { link: 'reconciliationLetter', text: 'carta de reconciliación' },
      '.',
    ],
    helpNote: [
      '¿Está atrasado con los débitos, lo demandaron o sigue esperando que le cancelen un gravamen? El ',
      { link: 'help', text: 'centro de ayuda' },
      ' parte de lo que le está pasando, con pasos, plazos, cartas y dónde pedir ayuda.',
    ],
  },
};
