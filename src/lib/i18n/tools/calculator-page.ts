/**
 * The funding calculator's page words (heading, lead, where to go next, why there are two APRs, what the
 * figures leave out), per language, for src/components/tools/CalculatorPage.astro. Links name a route key, so
 * each language links its own twin (an English-only page is marked so); the island's words are in
 * calculator.en.ts / calculator.es.ts.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';
import { aprSentence, aprSentenceEs, type AprRules } from '../../state-laws/apr-rules';

type Segments = readonly PageSegment[];

export interface CalculatorPageText {
  heading: string;
  lead: string;
  /** The other tools, one paragraph each, under the calculator. */
  next: readonly Segments[];
  whyTitle: string;
  /** Why there are two APRs: `why`, then which states require an APR (from content/state-laws), then `whyTail`. */
  why: Segments;
  aprSentence: (rules: AprRules) => string;
  whyTail: Segments;
  leavesOutTitle: string;
  leavesOutIntro: string;
  leavesOut: readonly string[];
  feeNote: Segments;
}

export const CALCULATOR_PAGE: Readonly<Record<Lang, CalculatorPageText>> = {
  en: {
    heading: 'MCA & Working Capital Calculator',
    lead: 'Put in the numbers from an offer. Everything is calculated in your browser and nothing is sent anywhere; the scenario is kept in this page’s address so you can bookmark or share it.',
    next: [
      [
        'Holding more than one offer, or one with fees, a fixed daily or weekly debit or an early-payoff discount? ',
        { link: 'compareOffers', text: 'Compare up to three offers' },
        ', or ',
        { link: 'repaymentCalculator', text: 'list every payment of one' },
        ' with a CSV to download. Holding a California or New York disclosure? ',
        { link: 'checkDisclosure', text: 'Check its APR the state’s way' },
        '.',
      ],
      [
        'Already paying an advance? ',
        { link: 'stackedAdvances', text: 'Add up the debits of the advances you pay now' },
        ', ',
        { link: 'renewalCalculator', text: 'price a renewal on the cash you receive' },
        ' or ',
        { link: 'reconciliationLetter', text: 'ask for reconciliation' },
        ' when sales drop.',
      ],
    ],
    whyTitle: 'Why there are two APRs',
    why: [
      'The ',
      { strong: 'simple annual rate' },
      ' divides the cost by the advance and by the years to payoff, counting 264 business days a year, the same way the APR counts time. It is not an APR: it treats the whole advance as outstanding until the last day. In fact you repay a little every business day, so the balance you are paying for shrinks all the way through the term. The ',
      { strong: 'actuarial APR' },
      ' accounts for that shrinking balance, using the method of the federal Truth in Lending rule (Regulation Z, Appendix J). That is why it is higher: on level daily payments, close to twice the simple annual rate (132.5% against 71.7% for a $50,000 advance at a 1.25 factor and a 15% holdback of $100,000 a month). It is the better number to compare with a loan’s APR. ',
    ],
    aprSentence: aprSentence,
    whyTail: ['; see our ', { link: 'stateLaws', text: 'state-law reference' }, ' for every state.'],
    leavesOutTitle: 'What these figures leave out',
    leavesOutIntro: 'The results are estimates. Your real payoff time and cost can differ because of:',
    leavesOut: [
      'seasonal revenue fluctuations, which speed up or slow down a percentage-based remittance;',
      'weekend and holiday delays in settlements and debits;',
      'processing schedule variations between card processors and banks;',
      'contract-specific terms, such as fees withheld from the advance, fixed daily debits or early-payoff discounts.',
    ],
    feeNote: [
      'A fee withheld from the advance raises the real APR further: you receive less but repay the full payback. This calculator is not an offer or advice; see our ',
      { link: 'disclosures', text: 'disclosures' },
      '.',
    ],
  },
  es: {
    heading: 'Calculadora de adelantos y capital de trabajo',
    lead: 'Escriba las cifras de una oferta de adelanto de efectivo para comercios (merchant cash advance, MCA). Todo se calcula en su navegador y no se envía nada; el escenario queda en la dirección de esta página, así que puede guardarla o compartirla.',
    next: [
      [
        '¿Tiene más de una oferta, o una con cargos, un débito diario fijo (fixed daily debit) o semanal, o un descuento por pago anticipado (early-payoff discount)? ',
        { link: 'compareOffers', text: 'Compare hasta tres ofertas' },
        ', o ',
        { link: 'repaymentCalculator', text: 'vea cada pago de una' },
        ' con un CSV para descargar. ¿Tiene una divulgación de California o Nueva York? ',
        { link: 'checkDisclosure', text: 'Revise su APR como lo hace el estado' },
        '.',
      ],
      [
        '¿Ya está pagando un adelanto? ',
        { link: 'stackedAdvances', text: 'Sume los débitos de los adelantos que paga ahora' },
        ', ',
        { link: 'renewalCalculator', text: 'calcule el precio de una renovación (renewal) sobre el efectivo que recibe' },
        ' o ',
        { link: 'reconciliationLetter', text: 'pida una reconciliación (reconciliation)' },
        ' cuando bajen las ventas.',
      ],
    ],
    whyTitle: 'Por qué hay dos tasas de porcentaje anual (APR)',
    why: [
      'La ',
      { strong: 'tasa anual simple' },
      ' divide el costo entre el adelanto y entre los años hasta terminar de pagar, contando 264 días hábiles al año, igual que la APR cuenta el tiempo. No es una APR: trata todo el adelanto como pendiente hasta el último día. En realidad, usted paga un poco cada día hábil, así que el saldo por el que paga baja durante todo el plazo. La ',
      { strong: 'APR actuarial' },
      ' (la que exigen las leyes de divulgación) tiene en cuenta ese saldo que baja, con el método de la Ley de Veracidad en los Préstamos (Truth in Lending): el Reglamento Z (Regulation Z), apéndice J. Por eso es más alta: con pagos diarios iguales, cerca del doble de la tasa anual simple (132.5% frente a 71.7% para un adelanto de $50,000 con tasa de factor de 1.25 y una retención del 15% de $100,000 al mes). Es la mejor cifra para comparar con la APR de un préstamo. ',
    ],
    aprSentence: aprSentenceEs,
    whyTail: ['; vea nuestra ', { link: 'stateLaws', text: 'referencia de leyes estatales' }, ' para cada estado.'],
    leavesOutTitle: 'Lo que estas cifras no incluyen',
    leavesOutIntro: 'Los resultados son estimaciones. El tiempo y el costo reales pueden ser distintos por:',
    leavesOut: [
      'los cambios de ingresos según la temporada, que aceleran o frenan un pago basado en un porcentaje;',
      'las demoras de fines de semana y feriados en liquidaciones y débitos;',
      'las diferencias de calendario entre procesadores de tarjetas y bancos;',
      'las condiciones de cada contrato, como cargos retenidos del adelanto, débitos diarios fijos o descuentos por pago anticipado.',
    ],
    feeNote: [
      'Un cargo retenido del adelanto sube aún más la APR real: usted recibe menos, pero devuelve el monto a devolver (payback) completo. Esta calculadora no es una oferta ni asesoría; vea nuestras ',
      { link: 'disclosures', text: 'divulgaciones' },
      '.',
    ],
  },
};
