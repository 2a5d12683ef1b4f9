/**
 * The page words of the tools for owners already paying an advance (stacked advances, renewal, reconciliation
 * letter), per language, for src/components/tools/PayingToolPage.astro: heading, lead, how the figures are
 * worked out and one more section. Links name a route key, so each language links its own twin; the islands'
 * words are in paying.*.ts, stacked.*.ts, renewal.*.ts and reconciliation.*.ts.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';

type Segments = readonly PageSegment[];

export interface PayingToolPageText {
  heading: string;
  lead: Segments;
  methodTitle: string;
  method: readonly Segments[];
  /** Whether the business-day time rule (TimeRuleNote) follows the method. */
  timeRule: boolean;
  /** The section after the method: its anchor, heading and paragraphs. */
  more: { id: string; title: string; paragraphs: readonly Segments[] };
  /** Whether the page ends with the help-centre line (HelpCentreNote, English only so far). */
  helpNote: boolean;
}

export const STACKED_ADVANCES_PAGE: Readonly<Record<Lang, PayingToolPageText>> = {
  en: {
    heading: 'Stacked advances: can your cash flow carry them?',
    lead: [
      'Paying two or three advances at once? Enter each one and your deposits to see what the debits take every business day, when each is paid off, and what happens if sales fall. Everything is worked out in your browser; only the figures are kept in this page’s address, never names.',
    ],
    methodTitle: 'How the figures are worked out',
    method: [
      [
        { strong: 'Debit per business day.' },
        ' A percent-of-sales advance takes monthly deposits ÷ 22 × the holdback. A fixed daily debit is the debit; a fixed weekly debit counts as one fifth of it per business day, though it is paid once a week on its weekday. Months are 22 business days, as in our ',
        { link: 'calculator', text: 'funding calculator' },
        '.',
      ],
      [
        { strong: 'Business days left' },
        ' are the balance ÷ the debit per business day, rounded up (a weekly debit: five business days for each debit left). The payoff date counts that many business days from today, skipping weekends and Federal Reserve holidays; a weekly debit’s is the date of its last debit, on today’s weekday. Missed or returned debits and changes in sales are not modelled, so real payoff dates can run later.',
      ],
      [
        { strong: 'Share of deposits' },
        ' is the combined debit per business day ÷ average daily deposits (monthly deposits ÷ 22). With a gross margin entered, the same debit is set against daily gross profit (daily deposits × margin).',
      ],
      [
        { strong: 'If sales fall' },
        ', percent-of-sales debits fall in step and take longer. A fixed debit stays as it is unless the funder reconciles it: then it becomes the specified percentage in the contract × the lower monthly deposits ÷ 22.',
      ],
    ],
    timeRule: true,
    more: {
      id: 'thresholds',
      title: 'Where the 15–20% comes from',
      paragraphs: [
        [
          'There is no legal limit on how much of a business’s deposits advances may take. A rule of thumb repeated by funders and across the industry is that total remittances should stay within ',
          { strong: '15% to 20% of gross deposits' },
          ', and stacks of three or more advances commonly take ',
          { strong: '25% to 50% of revenue' },
          '. Treat these as what the industry commonly says, not as law or a regulator’s rule. Our ',
          { link: 'stackingGuide', text: 'guide to stacking' },
          ' explains why contracts forbid a second position and what to do when a stack gets too heavy.',
        ],
        [
          'A true sales-based advance lets the business ask for its remittances to be re-set to actual sales; a contract that leaves reconciliation “at the funder’s discretion” is a red flag. See ',
          { link: 'reconciliationArticle', text: 'reconciliation when sales drop' },
          ' and, if the debits cannot be met, ',
          { link: 'defaultArticle', text: 'what default means' },
          '.',
        ],
        [
          'These figures are estimates from what you enter. This tool is not an offer or advice, and the site does not lend or arrange funding; see our ',
          { link: 'disclosures', text: 'disclosures' },
          '. Weighing a renewal instead? Try the ',
          { link: 'renewalCalculator', text: 'renewal calculator' },
          '. To see the week your cash runs short under these debits, week by week from your own bank export, use ',
          { link: 'cashRunway', text: 'will the cash last?' },
        ],
      ],
    },
    helpNote: true,
  },
  es: {
    heading: 'Adelantos acumulados: ¿su flujo de efectivo los aguanta?',
    lead: [
      '¿Paga dos o tres adelantos de efectivo para comercios (merchant cash advance, MCA) a la vez? Escriba cada uno y sus depósitos para ver lo que se llevan los débitos cada día hábil, cuándo termina de pagar cada uno y qué pasa si bajan las ventas. Todo se calcula en su navegador; en la dirección de esta página solo se guardan las cifras, nunca los nombres.',
    ],
    methodTitle: 'Cómo se calculan las cifras',
    method: [
      [
        { strong: 'Débito por día hábil.' },
        ' Un adelanto que cobra un porcentaje de las ventas se lleva los depósitos mensuales ÷ 22 × el porcentaje de retención (holdback). Un débito diario fijo (fixed daily debit) es el propio débito; un débito semanal fijo cuenta como una quinta parte por día hábil, aunque se cobra una vez por semana, en su día de la semana. Los meses tienen 22 días hábiles, como en nuestra ',
        { link: 'calculator', text: 'calculadora de financiamiento' },
        '.',
      ],
      [
        { strong: 'Días hábiles restantes' },
        ' es el saldo ÷ el débito por día hábil, redondeado hacia arriba (un débito semanal: cinco días hábiles por cada débito pendiente). La fecha de pago final cuenta esa cantidad de días hábiles desde hoy, sin fines de semana ni feriados de la Reserva Federal; la de un débito semanal es la fecha de su último débito, en el mismo día de la semana que hoy. No se modelan los débitos fallidos o devueltos ni los cambios en las ventas, así que las fechas reales pueden llegar más tarde.',
      ],
      [
        { strong: 'Parte de los depósitos' },
        ' es el débito combinado por día hábil ÷ los depósitos diarios promedio (depósitos mensuales ÷ 22). Si escribe un margen bruto, el mismo débito se compara con la ganancia bruta diaria (depósitos diarios × margen).',
      ],
      [
        { strong: 'Si bajan las ventas' },
        ', los débitos por porcentaje de las ventas bajan al mismo ritmo y tardan más. Un débito fijo queda igual, a menos que el financiador (funder) lo reconcilie: entonces pasa a ser el porcentaje especificado (specified percentage) del contrato × los depósitos mensuales más bajos ÷ 22.',
      ],
    ],
    timeRule: true,
    more: {
      id: 'thresholds',
      title: 'De dónde sale el 15–20%',
      paragraphs: [
        [
          'No hay un límite legal de cuánto de los depósitos de un negocio pueden llevarse los adelantos. Una regla práctica que repiten los financiadores y toda la industria es que el total de los pagos (remittances) no pase del ',
          { strong: '15% al 20% de los depósitos brutos' },
          ', y que tres o más adelantos acumulados suelen llevarse del ',
          { strong: '25% al 50% de los ingresos' },
          '. Entienda estas cifras como lo que la industria suele decir, no como una ley ni una regla de un regulador. Nuestra ',
          { link: 'stackingGuide', text: 'guía sobre la acumulación de adelantos (stacking)' },
          ' explica por qué los contratos prohíben una segunda posición y qué hacer cuando los adelantos acumulados pesan demasiado.',
        ],
        [
          'Un adelanto que de verdad se basa en las ventas permite al negocio pedir que sus pagos se ajusten a las ventas reales; un contrato que deja la reconciliación (reconciliation) “a criterio del financiador” es una señal de alerta. Lea ',
          { link: 'reconciliationArticle', text: 'cómo funciona la reconciliación cuando bajan las ventas' },
          ' y, si no puede cubrir los débitos, ',
          { link: 'defaultArticle', text: 'qué significa el incumplimiento' },
          '.',
        ],
        [
          'Estas cifras son estimaciones a partir de lo que usted escribe. Esta herramienta no es una oferta ni una asesoría, y el sitio no presta ni gestiona financiamiento; vea nuestras ',
          { link: 'disclosures', text: 'divulgaciones' },
          '. ¿Está considerando una renovación? Pruebe la ',
          { link: 'renewalCalculator', text: 'calculadora de renovación' },
          '.',
        ],
      ],
    },
    helpNote: false,
  },
};

export const RENEWAL_PAGE: Readonly<Record<Lang, PayingToolPageText>> = {
  en: {
    heading: 'What a renewal really costs',
    lead: [
      'Offered a “renewal” part-way through an advance? The new advance first pays off what you still owe, so you receive much less than the amount quoted, but pay its cost on all of it. Enter the advance you pay now and the offer to see the price of the cash you actually get. Everything is worked out in your browser and kept in this page’s address.',
    ],
    methodTitle: 'How the figures are worked out',
    method: [
      [
        { strong: 'Balance rolled over:' },
        ' the current payback (advance × factor, to the cent) minus what you have paid, less any discount the funder gives. A discount is taken off the old balance’s share of unpaid cost: balance × (payback − advance) ÷ payback, the usual pro-rata; read your contract’s own definition.',
      ],
      [{ strong: 'Cash you actually receive:' }, ' the new advance minus the balance rolled over and the fees withheld.'],
      [
        { strong: 'Renewal’s cost' },
        ' is the new payback minus the new advance; with the fees, it is everything the renewal charges beyond the money it advances. Less any discount on the old balance, that one cost runs through every figure below. ',
        { strong: 'Cost per dollar of cash received' },
        ' divides it by the cash you actually receive. The ',
        { strong: 'cost charged on money that only pays the old advance' },
        ' is that cost in proportion to the balance rolled over, out of the new advance after fees.',
      ],
      [
        { strong: 'APR as usually quoted' },
        ' is the disclosure-style APR (the actuarial method of Regulation Z, Appendix J, as in our ',
        { link: 'calculator', text: 'calculator' },
        ' and ',
        { link: 'compareOffers', text: 'offer comparison' },
        ') on the new advance after fees, the amount the California and New York forms use, repaid with that cost on the renewal’s schedule. ',
        { strong: 'APR on the cash you receive' },
        ' uses the same method on the cash that reaches your account, repaid with the same cost over the renewal’s own schedule. It leaves out that the old balance is now repaid over a longer time, which is worth a little to you.',
      ],
      [
        'Payments fall on business days (264 a year; weekly debits 52 a year); percent-of-sales payments take monthly revenue ÷ 22 × the holdback. Each figure is rounded once, when shown.',
      ],
    ],
    timeRule: true,
    more: {
      id: 'renewals',
      title: 'When renewals are offered',
      paragraphs: [
        [
          'Funders commonly offer a renewal once an advance is about ',
          { strong: '40–50% repaid' },
          '. That is a sales practice, not a rule. Read ',
          { link: 'renewalsArticle', text: 'early payoff and renewals' },
          ' for the questions to ask, and check whether your contract gives an early-payoff discount: paying early saves money only when the contract says so in writing.',
        ],
        [
          'Paying several advances already? The ',
          { link: 'stackedAdvances', text: 'stacked advances check' },
          ' adds up what they take from your deposits. These figures are estimates from what you enter; this tool is not an offer or advice, and the site does not lend or arrange funding (see our ',
          { link: 'disclosures', text: 'disclosures' },
          ').',
        ],
      ],
    },
    helpNote: true,
  },
  es: {
    heading: 'Lo que realmente cuesta una renovación',
    lead: [
      '¿Le ofrecen una “renovación” (renewal) a mitad de un adelanto de efectivo para comercios (merchant cash advance, MCA)? El nuevo adelanto primero paga lo que usted aún debe, así que recibe mucho menos que el monto cotizado, pero paga su costo sobre todo el monto. Escriba el adelanto que paga ahora y la oferta para ver el precio del efectivo que de verdad recibe. Todo se calcula en su navegador y se guarda en la dirección de esta página.',
    ],
    methodTitle: 'Cómo se calculan las cifras',
    method: [
      [
        { strong: 'Saldo que se traspasa:' },
        ' el monto a devolver (payback) actual (adelanto × tasa de factor, al centavo) menos lo que usted ya pagó, menos cualquier descuento que dé el financiador. El descuento se aplica a la parte del costo aún no pagado del saldo anterior: saldo × (monto a devolver − adelanto) ÷ monto a devolver, el prorrateo habitual; lea la definición de su propio contrato.',
      ],
      [{ strong: 'Efectivo que realmente recibe:' }, ' el nuevo adelanto menos el saldo que se traspasa y los cargos retenidos.'],
      [
        { strong: 'Costo de la renovación' },
        ' es el nuevo monto a devolver menos el nuevo adelanto; con los cargos, es todo lo que cobra la renovación además del dinero que adelanta. Menos cualquier descuento sobre el saldo anterior, ese único costo pasa por todas las cifras siguientes. ',
        { strong: 'Costo por dólar de efectivo recibido' },
        ' lo divide entre el efectivo que realmente recibe. El ',
        { strong: 'costo cobrado sobre dinero que solo paga el adelanto anterior' },
        ' es ese costo en proporción al saldo que se traspasa, dentro del nuevo adelanto después de cargos.',
      ],
      [
        { strong: 'Tasa de porcentaje anual (APR) como se suele cotizar' },
        ' es la APR actuarial (la que exigen las leyes de divulgación: el método actuarial del Reglamento Z, apéndice J, como en nuestra ',
        { link: 'calculator', text: 'calculadora' },
        ' y en ',
        { link: 'compareOffers', text: 'comparar ofertas' },
        ') sobre el nuevo adelanto después de cargos, el monto que usan los formularios de California y Nueva York, devuelto con ese costo en el calendario de la renovación. ',
        { strong: 'APR sobre el efectivo que recibe' },
        ' usa el mismo método sobre el efectivo que llega a su cuenta, devuelto con el mismo costo durante el propio calendario de la renovación. No tiene en cuenta que el saldo anterior ahora se paga en más tiempo, lo que vale un poco para usted.',
      ],
      [
        'Los pagos caen en días hábiles (264 al año; los débitos semanales, 52 al año); los pagos por porcentaje de las ventas se llevan los ingresos mensuales ÷ 22 × el porcentaje de retención (holdback). Cada cifra se redondea una sola vez, al mostrarla.',
      ],
    ],
    timeRule: true,
    more: {
      id: 'renewals',
      title: 'Cuándo se ofrecen las renovaciones',
      paragraphs: [
        [
          'Los financiadores suelen ofrecer una renovación cuando un adelanto está pagado en un ',
          { strong: '40–50%' },
          '. Es una práctica de ventas, no una regla. Lea ',
          { link: 'renewalsArticle', text: 'qué ahorra el pago anticipado y qué cuesta una renovación' },
          ' para ver qué preguntar, y revise si su contrato da un descuento por pago anticipado (early-payoff discount): pagar antes ahorra dinero solo cuando el contrato lo dice por escrito.',
        ],
        [
          '¿Ya paga varios adelantos? La ',
          { link: 'stackedAdvances', text: 'revisión de adelantos acumulados' },
          ' suma lo que se llevan de sus depósitos. Estas cifras son estimaciones a partir de lo que usted escribe; esta herramienta no es una oferta ni una asesoría, y el sitio no presta ni gestiona financiamiento (vea nuestras ',
          { link: 'disclosures', text: 'divulgaciones' },
          ').',
        ],
      ],
    },
    helpNote: false,
  },
};

export const RECONCILIATION_LETTER_PAGE: Readonly<Record<Lang, PayingToolPageText>> = {
  en: {
    heading: 'A reconciliation request letter',
    lead: [
      'Sales down but the same fixed debit every day? Enter the specified percentage from your contract, the debit and your deposits to see what the debit should be, then copy, download or print a short letter asking the funder to reconcile. Only the figures are kept in this page’s address; names you type stay on this page.',
    ],
    methodTitle: 'How the figures are worked out',
    method: [
      [
        'The ',
        { strong: 'debit at the specified percentage' },
        ' is that percentage × your average monthly deposits over the months entered ÷ 22 business days (× 5 for a weekly debit).',
      ],
      [
        'The ',
        { strong: 'difference' },
        ' is what you are debited per business day now minus that figure (a weekly debit counts as one fifth per business day), and × 22 for a month.',
      ],
      [
        { strong: 'Paid beyond the specified percentage' },
        ' is the debit × 22 business days × the months entered, minus the specified percentage of the deposits in those months. Holidays and missed debits are not counted, so check the total against your statements.',
      ],
    ],
    timeRule: false,
    more: {
      id: 'limits',
      title: 'What the letter can and cannot do',
      paragraphs: [
        [
          'A true sales-based advance lets the business ask for its remittances to be re-set to actual sales, usually on bank statements; that is what this letter asks for. A contract that makes reconciliation “at the funder’s discretion”, or has no working reconciliation clause, may not oblige the funder to change anything, and a court may then look at the agreement differently (whether an advance is treated as a purchase of future sales or as a loan is decided case by case on the contract). The letter is general information, not legal advice: read your contract, keep copies of everything you send, and consider an attorney or a Small Business Development Center if a funder refuses or threatens default.',
        ],
        [
          'Read ',
          { link: 'reconciliationArticle', text: 'reconciliation when sales drop' },
          ' and ',
          { link: 'defaultArticle', text: 'what happens if you default' },
          '. Paying more than one advance? The ',
          { link: 'stackedAdvances', text: 'stacked advances check' },
          ' shows what the debits take together, and ',
          { link: 'cashRunway', text: 'will the cash last?' },
          ' the week your cash runs short under them. The site does not lend, broker or act for you; see our ',
          { link: 'disclosures', text: 'disclosures' },
          '.',
        ],
      ],
    },
    helpNote: true,
  },
  es: {
    heading: 'Una carta para pedir la reconciliación',
    lead: [
      '¿Bajaron las ventas pero le siguen cobrando el mismo débito fijo cada día? Escriba el porcentaje especificado (specified percentage) de su contrato, el débito y sus depósitos para ver cuál debería ser el débito. Luego copie, descargue o imprima una carta breve, en español o en inglés, que pide al financiador (funder) la reconciliación (reconciliation). En la dirección de esta página solo se guardan las cifras; los nombres que escriba se quedan en esta página.',
    ],
    methodTitle: 'Cómo se calculan las cifras',
    method: [
      [
        'El ',
        { strong: 'débito según el porcentaje especificado' },
        ' es ese porcentaje × sus depósitos mensuales promedio en los meses que escribió ÷ 22 días hábiles (× 5 para un débito semanal).',
      ],
      [
        'La ',
        { strong: 'diferencia' },
        ' es lo que le debitan ahora por día hábil menos esa cifra (un débito semanal cuenta como una quinta parte por día hábil), y × 22 para un mes.',
      ],
      [
        { strong: 'Pagado por encima del porcentaje especificado' },
        ' es el débito × 22 días hábiles × los meses que escribió, menos el porcentaje especificado de los depósitos de esos meses. No se cuentan los feriados ni los débitos fallidos, así que compare el total con sus estados de cuenta bancarios.',
      ],
    ],
    timeRule: false,
    more: {
      id: 'limits',
      title: 'Lo que la carta puede y no puede hacer',
      paragraphs: [
        [
          'Un adelanto que de verdad se basa en las ventas permite al negocio pedir que sus pagos (remittances) se ajusten a las ventas reales, normalmente con los estados de cuenta bancarios; eso es lo que pide esta carta. Un contrato que deja la reconciliación “a criterio del financiador”, o que no tiene una cláusula de reconciliación que funcione, puede no obligar al financiador a cambiar nada, y entonces un tribunal podría ver el contrato de otra manera (si un adelanto se trata como una compra de ventas futuras o como un préstamo se decide caso por caso según el contrato). La carta es información general, no asesoría legal: lea su contrato, guarde copias de todo lo que envíe y consulte a un abogado o a un Centro de Desarrollo de Pequeños Negocios (SBDC) si un financiador se niega o amenaza con declarar un incumplimiento (default).',
        ],
        [
          'Lea ',
          { link: 'reconciliationArticle', text: 'cómo funciona la reconciliación cuando bajan las ventas' },
          ' y ',
          { link: 'defaultArticle', text: 'qué pasa si cae en incumplimiento' },
          '. ¿Paga más de un adelanto? La ',
          { link: 'stackedAdvances', text: 'revisión de adelantos acumulados' },
          ' muestra lo que se llevan los débitos juntos. El sitio no presta, no hace de corredor (broker) ni actúa en su nombre; vea nuestras ',
          { link: 'disclosures', text: 'divulgaciones' },
          '.',
        ],
      ],
    },
    helpNote: false,
  },
};

/** Each paying tool's words, by the route key of its page. */
export const PAYING_TOOL_PAGES = {
  stackedAdvances: STACKED_ADVANCES_PAGE,
  renewalCalculator: RENEWAL_PAGE,
  reconciliationLetter: RECONCILIATION_LETTER_PAGE,
} as const;
