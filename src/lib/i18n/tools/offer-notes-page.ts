/**
 * The offer tools' notes (src/components/OfferToolNotes.astro, under the offer comparison and the repayment
 * schedule), per language: what each figure means and which states require an APR. The list of states comes
 * from content/state-laws through aprRules; links name a route key, so each language links its own twin.
 */
import type { Lang } from '../lang';
import type { AprRules } from '../../state-laws/apr-rules';
import { aprLead, aprLeadEs, countWord, countWordEs, listNames, listNamesEs } from '../../state-laws/apr-rules';
import type { PageSegment } from './cash-runway-page';

export interface OfferNotesText {
  figuresTitle: string;
  figures: readonly { term: string; meaning: string }[];
  cheapest: string;
  lawsTitle: string;
  lawsLead: (rules: AprRules) => string;
  /** "in force since" before a law's date, "from" before a later law's date. */
  inForceSince: string;
  from: string;
  /** The statute's enacted name stays in English: marked so on a Spanish page (its citation reads in the page's language). */
  citationLang?: 'en';
  /** The states whose disclosure law asks no APR, named. */
  withoutApr: (names: readonly string[]) => string;
  seeTable: readonly PageSegment[];
  closing: readonly PageSegment[];
}

export const OFFER_NOTES: Readonly<Record<Lang, OfferNotesText>> = {
  en: {
    figuresTitle: 'What each figure means',
    figures: [
      {
        term: 'Net funded',
        meaning:
          'The advance minus any fee the funder keeps from it (origination, underwriting, “ACH program”). It is the money that reaches your account, so every rate here is worked out on it.',
      },
      {
        term: 'Total payback and cost of capital',
        meaning:
          'The payback is what you repay in all: the advance times the factor rate, or the figure the contract states. The cost is the payback minus the net funded amount, so a fee counts as cost.',
      },
      {
        term: 'Cents per dollar',
        meaning: 'The cost for each dollar you actually receive. It ignores time: 25¢ repaid over three months costs far more per year than 25¢ over twelve.',
      },
      {
        term: 'Payments and term',
        meaning:
          'A percent-of-sales advance takes a share of each day’s sales: we assume 22 business days a month, so a day’s payment is monthly revenue ÷ 22 × the holdback, and the count is the payback divided by it, rounded up. A fixed debit repays the same amount every business day or every week (every fifth business day) until a smaller last payment clears the balance. Months are counted as 22 business days.',
      },
      {
        term: 'Simple annual rate',
        meaning:
          'Cost ÷ net funded ÷ the years to the last payment, counting 264 business days a year, × 100. It is not an APR: it treats the whole amount as owed until the last day, so it understates the true rate.',
      },
      {
        term: 'Disclosure-style APR',
        meaning:
          'The actuarial method of the federal Truth in Lending rule (Regulation Z, Appendix J): the rate at which the payments, each discounted back to the day you were funded, add up to the net funded amount. Payments on business days count 264 periods a year; weekly payments, 52. Because it allows for the balance shrinking with every payment, it is higher than the simple annual rate (on level daily payments, close to twice it: 132.5% against 71.7% for a $50,000 advance at a 1.25 factor repaid in 92 business days), and it is the better figure to compare with a loan’s APR.',
      },
      {
        term: 'Early-payoff discount',
        meaning:
          'Some contracts forgive part of the cost if you pay the balance early. We treat the cost’s share of the balance left (balance × cost ÷ payback) as the “remaining cost” and take the discount off it; read your contract’s own definition. Early payoff saves money only when the contract says so in writing, and a discount is often void if another funder pays the balance.',
      },
    ],
    cheapest:
      'When the two “cheapest” marks fall on different offers, both are right. The lowest total cost is the fewest dollars; the lowest APR is the lowest price per year. An offer repaid over a longer time can cost more dollars at a lower rate.',
    lawsTitle: 'Which states require an APR on the offer',
    lawsLead: aprLead,
    inForceSince: 'in force since',
    from: 'from',
    withoutApr: (names) =>
      `The other ${countWord(names.length).toLowerCase()} states with a commercial-financing disclosure law (${listNames(names)}) do not require an APR. Elsewhere, you may have to work the APR out yourself, which is what these tools are for.`,
    seeTable: ['See the ', { link: 'stateLaws', text: 'state-by-state table with its sources' }, '.'],
    closing: [
      'These figures are estimates from what you enter: real sales rise and fall, debits skip holidays, and contracts differ. This tool is not an offer or advice, and it does not lend or arrange funding; see our ',
      { link: 'disclosures', text: 'disclosures' },
      ' and ',
      { link: 'editorialStandards', text: 'editorial standards' },
      '.',
    ],
  },
  es: {
    figuresTitle: 'Qué significa cada cifra',
    figures: [
      {
        term: 'Monto neto recibido (net funding)',
        meaning:
          'El adelanto menos cualquier cargo que el financiador se queda (de originación, de evaluación, de “programa ACH”). Es el dinero que llega a su cuenta, por eso todas las tasas de aquí se calculan sobre él.',
      },
      {
        term: 'Monto a devolver y costo del capital',
        meaning:
          'El monto a devolver (payback) es lo que usted paga en total: el adelanto por la tasa de factor (factor rate), o la cifra que indica el contrato. El costo es el monto a devolver menos el monto neto recibido, así que un cargo cuenta como costo.',
      },
      {
        term: 'Centavos por dólar',
        meaning:
          'El costo por cada dólar que usted recibe de verdad. No tiene en cuenta el tiempo: 25¢ pagados en tres meses cuestan mucho más por año que 25¢ en doce.',
      },
      {
        term: 'Pagos y plazo',
        meaning:
          'Un adelanto con porcentaje de las ventas toma una parte de las ventas de cada día: contamos 22 días hábiles al mes, así que el pago de un día es ingresos mensuales ÷ 22 × el porcentaje de retención (holdback), y el número de pagos es el monto a devolver dividido entre ese pago, redondeado hacia arriba. Un débito fijo cobra el mismo monto cada día hábil o cada semana (cada cinco días hábiles) hasta que un último pago más pequeño cubre el saldo. Los meses se cuentan como 22 días hábiles.',
      },
      {
        term: 'Tasa anual simple',
        meaning:
          'Costo ÷ monto neto recibido ÷ los años hasta el último pago, contando 264 días hábiles al año, × 100. No es una APR: trata todo el monto como pendiente hasta el último día, así que se queda corta frente a la tasa real.',
      },
      {
        term: 'APR actuarial (la que exigen las leyes de divulgación)',
        meaning:
          'El método actuarial de la Ley de Veracidad en los Préstamos (Truth in Lending): el Reglamento Z (Regulation Z), apéndice J: la tasa con la que los pagos, cada uno descontado hasta el día en que usted recibió el dinero, suman el monto neto recibido. Los pagos en días hábiles cuentan 264 períodos al año; los semanales, 52. Como tiene en cuenta que el saldo baja con cada pago, es más alta que la tasa anual simple (con pagos diarios iguales, cerca del doble: 132.5% frente a 71.7% para un adelanto de $50,000 con tasa de factor de 1.25 que se paga en 92 días hábiles), y es la mejor cifra para comparar con la tasa de porcentaje anual (APR) de un préstamo.',
      },
      {
        term: 'Descuento por pago anticipado (early-payoff discount)',
        meaning:
          'Algunos contratos perdonan parte del costo si usted paga el saldo antes. Tomamos la parte del saldo pendiente que corresponde al costo (saldo × costo ÷ monto a devolver) como el “costo restante” y le aplicamos el descuento; lea cómo lo define su contrato. Pagar antes ahorra dinero solo si el contrato lo dice por escrito, y el descuento muchas veces no vale si otro financiador paga el saldo.',
      },
    ],
    cheapest:
      'Cuando las dos marcas de “más barata” caen en ofertas distintas, las dos tienen razón. El costo total más bajo es la menor cantidad de dólares; la APR más baja es el precio más bajo por año. Una oferta que se paga en más tiempo puede costar más dólares con una tasa más baja.',
    lawsTitle: 'Qué estados exigen una APR en la oferta',
    lawsLead: aprLeadEs,
    inForceSince: 'vigente desde el',
    from: 'desde el',
    citationLang: 'en',
    withoutApr: (names) =>
      `${names.length === 1 ? 'El otro estado' : `Los otros ${countWordEs(names.length).toLowerCase()} estados`} con una ley de divulgación de financiamiento comercial (commercial financing disclosure law) (${listNamesEs(names)}) ${names.length === 1 ? 'no exige' : 'no exigen'} una APR. En los demás estados, quizá tenga que calcular la APR usted mismo, y para eso sirven estas herramientas.`,
    seeTable: ['Vea la ', { link: 'stateLaws', text: 'tabla estado por estado con sus fuentes' }, '.'],
    closing: [
      'Estas cifras son estimaciones a partir de lo que usted escribe: las ventas reales suben y bajan, los débitos se saltan los feriados y los contratos son distintos. Esta herramienta no es una oferta ni asesoría, y no presta dinero ni gestiona financiamiento; vea nuestras ',
      { link: 'disclosures', text: 'divulgaciones' },
      ' y nuestras ',
      { link: 'editorialStandards', text: 'normas editoriales' },
      '.',
    ],
  },
};
