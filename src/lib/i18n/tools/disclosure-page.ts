/**
 * The disclosure check page's own words (heading, lead, how the check works, what it cannot know), per
 * language, for the one page component src/components/tools/DisclosureCheckPage.astro. The island's words
 * are in disclosure.en.ts / disclosure.es.ts. The states' rules, citations and addresses come from the
 * state-law data; the Spanish page gives each rule in Spanish here (STATE_RULES_ES), saying the official
 * English text governs.
 */
import type { Lang } from '../lang';
import type { PageSegment } from './cash-runway-page';
import { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR, CALENDAR_DAYS_PER_YEAR } from '../../calculator/time';
import { FED_HOLIDAYS_SOURCE } from '../../calculator/calendar';
import { REGULATION_Z } from '../../state-laws/disclosure-check';
import { PAGE_PAIRS } from '../pages';

const APPENDIX_J = { href: REGULATION_Z.appendixJ.url, text: REGULATION_Z.appendixJ.citation };
/** The same link in Spanish: the CFR's numbers as enacted, its words in Spanish. */
const APPENDIX_J_ES = {
  href: REGULATION_Z.appendixJ.url,
  text: REGULATION_Z.appendixJ.citation.replace(/\bpart\b/, 'parte').replace(/\bappendix\b/, 'apéndice'),
};

export interface DisclosurePageText {
  heading: string;
  lead: (states: readonly string[]) => string;
  methodTitle: string;
  method: readonly (readonly PageSegment[])[];
  /** "When the printed APR is accurate (" + citation + "). It is accurate if:" */
  toleranceLead: readonly [string, string];
  /** The state-law page's link. */
  fullLaw: (state: string) => string;
  limitsTitle: string;
  limits: readonly (readonly PageSegment[])[];
  closing: readonly PageSegment[];
  /** Spanish only: the rules are our translation; the official English text governs. */
  translationNote?: string;
}

const and = (states: readonly string[], word: string) => (states.length < 2 ? states.join('') : `${states.slice(0, -1).join(', ')} ${word} ${states.at(-1)}`);

export const DISCLOSURE_PAGE: Readonly<Record<Lang, DisclosurePageText>> = {
  en: {
    heading: 'Check my disclosure',
    lead: (states) =>
      `Holding a ${states.join(' or ')} disclosure for a merchant cash advance? Enter its figures and your monthly sales: we work out the estimated APR the way the state’s regulation says and compare it with the APR the funder printed. It all happens in your browser; only the figures, no names, go in the page address, so you can share the check.`,
    methodTitle: 'How the check works',
    method: [
      [
        { strong: 'Your average sales.' },
        ' Under the historical method, the funder averages your monthly sales through the account it will take payments from. We average the months you enter, and hold you to the number of months the state allows.',
      ],
      [
        { strong: 'The payments.' },
        ` A percentage-of-sales offer pays the average ÷ ${BUSINESS_DAYS_PER_MONTH} business days × the specified percentage each business day until the total payment is reached; a fixed offer pays its fixed debit each business day, week or month. If the percentage or the debit changes once, the later payments use the later figure. A “change” to the same figure is no change: the schedule stays regular.`,
      ],
      [
        { strong: 'Time.' },
        ' A business day is a weekday that is not a Federal Reserve holiday (',
        { href: FED_HOLIDAYS_SOURCE.url, text: 'the Federal Reserve Banks’ holiday schedule' },
        '). Daily debits fall on each business day after the funding date, weekly ones on the funding date’s weekday, monthly ones on its day of the month, moved to the next business day when that is a weekend or holiday.',
      ],
      [
        { strong: 'The APR, counted two ways.' },
        ' Both states require the Regulation Z actuarial method (',
        APPENDIX_J,
        `), counting every finance charge, fees taken out of the funding included. We find the rate per period at which the payments are worth exactly what you receive, and annualize it two ways. Counting business days: each business day is one period, ${BUSINESS_DAYS_PER_YEAR} a year (52 weeks, or 12 months of ${BUSINESS_DAYS_PER_MONTH} business days), which is what funders’ software commonly does and what the calculator and the offer comparison show. Counting calendar dates: Appendix J’s unit-period rules on the debits’ real dates from your funding date, ${CALENDAR_DAYS_PER_YEAR} days a year for daily debits (52 weeks, 12 months); weekends and holidays then make the periods irregular. On a typical daily offer the two differ by a few tenths of a point or more, which can matter against a tolerance of 1/8 of a point.`,
      ],
      [
        { strong: 'The verdict.' },
        ' Each state has its own accuracy rule, quoted below, and we apply it, not Regulation Z’s. We call a printed APR understated only when it is outside the state’s rule under both ways of counting; where one count makes it accurate and the other does not, we say so and what to ask the funder. A printed APR higher than ours is not an error under either state’s rule, and we say that plainly.',
      ],
    ],
    toleranceLead: ['When the printed APR is accurate (', '). It is accurate if:'],
    fullLaw: (state) => `${state}’s disclosure law, in full`,
    limitsTitle: 'What the check cannot know',
    limits: [
      [
        { strong: 'The funder’s own projection.' },
        ' Both states let a funder use an “opt-in” method instead: its own estimate of your sales, checked by audits. If your funder used it, its APR can differ from ours and still be lawful. Ask which method it used.',
      ],
      [
        { strong: 'True-ups, minimum payments and other charges.' },
        ' The regulations make the funder count reconciliations it expects, contractual minimum payments and any other finance charge. We count only the figures you enter.',
      ],
      [{ strong: 'Which months.' }, ' The funder fixes the months it averages. If yours differ, so will the APR: enter the same months if you know them.'],
      [
        { strong: 'The funder’s dates.' },
        ' We date the debits from the funding date you enter and skip weekends and Federal Reserve holidays. A funder whose first debit comes later, or whose processor skips other days, will count differently: ask for its debit schedule.',
      ],
    ],
    closing: [
      'This is a calculation, not the official disclosure, and general information, not legal advice. If the APR looks wrong, ask the funder how it was worked out, read ',
      { href: PAGE_PAIRS.aprArticle.en, text: 'what an advance really costs as an APR' },
      ', and if sales have dropped see ',
      { link: 'reconciliationArticle', text: 'how to ask for reconciliation' },
      '. For an offer from any other state, use the ',
      { link: 'calculator', text: 'funding calculator' },
      ' or ',
      { link: 'compareOffers', text: 'compare offers' },
      '; every state’s rule is in the ',
      { link: 'stateLaws', text: 'state-law reference' },
      '.',
    ],
  },
  es: {
    heading: 'Revisar mi divulgación',
    lead: (states) =>
      `¿Tiene una divulgación (disclosure) de ${and(states, 'o')} para un adelanto de efectivo para comercios? Escriba sus cifras y sus ventas mensuales: calculamos la tasa de porcentaje anual (APR) estimada como lo dice el reglamento del estado y la comparamos con la APR que imprimió el financiador. Todo ocurre en su navegador; en la dirección de la página solo van las cifras, nunca nombres, así que puede compartir la revisión.`,
    methodTitle: 'Cómo funciona la revisión',
    method: [
      [
        { strong: 'Sus ventas promedio.' },
        ' Según el método histórico, el financiador promedia sus ventas mensuales en la cuenta de la que cobrará los pagos. Promediamos los meses que usted escribe, y le pedimos el número de meses que permite el estado.',
      ],
      [
        { strong: 'Los pagos.' },
        ` Una oferta con un porcentaje de las ventas paga el promedio ÷ ${BUSINESS_DAYS_PER_MONTH} días hábiles × el porcentaje especificado cada día hábil hasta llegar al pago total; una oferta fija paga su débito fijo cada día hábil, semana o mes. Si el porcentaje o el débito cambia una vez, los pagos posteriores usan la cifra posterior. Un “cambio” a la misma cifra no es un cambio: el calendario sigue siendo regular.`,
      ],
      [
        { strong: 'El tiempo.' },
        ' Un día hábil es un día de semana que no es feriado de la Reserva Federal (',
        { href: FED_HOLIDAYS_SOURCE.url, text: 'el calendario de feriados de los Bancos de la Reserva Federal, en inglés' },
        '). Los débitos diarios caen cada día hábil después de la fecha del financiamiento; los semanales, el mismo día de la semana que esa fecha; los mensuales, el mismo día del mes, pasados al siguiente día hábil si ese día es fin de semana o feriado.',
      ],
      [
        { strong: 'La APR, contada de dos formas.' },
        ' Los dos estados exigen el método actuarial del Reglamento Z (Regulation Z) (',
        APPENDIX_J_ES,
        `), con todos los cargos financieros, incluidos los cargos descontados del financiamiento. Buscamos la tasa por período con la que los pagos valen exactamente lo que usted recibe, y la anualizamos de dos formas. Contando días hábiles: cada día hábil es un período, ${BUSINESS_DAYS_PER_YEAR} al año (52 semanas, o 12 meses de ${BUSINESS_DAYS_PER_MONTH} días hábiles), que es lo que suele hacer el software de los financiadores y lo que muestran la calculadora y la comparación de ofertas. Contando fechas del calendario: las reglas de período unitario del apéndice J sobre las fechas reales de los débitos desde su fecha de financiamiento, ${CALENDAR_DAYS_PER_YEAR} días al año para débitos diarios (52 semanas, 12 meses); entonces los fines de semana y los feriados hacen irregulares los períodos. En una oferta diaria típica, las dos difieren en unas décimas de punto o más, lo que puede importar frente a una tolerancia de 1/8 de punto.`,
      ],
      [
        { strong: 'El veredicto.' },
        ' Cada estado tiene su propia regla de exactitud, citada abajo, y aplicamos esa, no la del Reglamento Z. Solo decimos que una APR impresa está subestimada cuando queda fuera de la regla del estado con las dos formas de contar; cuando una forma la deja exacta y la otra no, lo decimos y le indicamos qué preguntar al financiador. Una APR impresa mayor que la nuestra no es un error según la regla de ninguno de los dos estados, y lo decimos claramente.',
      ],
    ],
    toleranceLead: ['Cuándo es exacta la APR impresa (', '). Es exacta si:'],
    fullLaw: (state) => `La ley de divulgación de ${state}, completa`,
    limitsTitle: 'Lo que la revisión no puede saber',
    limits: [
      [
        { strong: 'La proyección del propio financiador.' },
        ' Los dos estados permiten al financiador usar en su lugar un método opcional (opt-in): su propia estimación de sus ventas, revisada con auditorías. Si su financiador lo usó, su APR puede diferir de la nuestra y aun así ser legal. Pregunte qué método usó.',
      ],
      [
        { strong: 'Ajustes, pagos mínimos y otros cargos.' },
        ' Los reglamentos obligan al financiador a contar las reconciliaciones que espera, los pagos mínimos del contrato y cualquier otro cargo financiero. Nosotros solo contamos las cifras que usted escribe.',
      ],
      [
        { strong: 'Qué meses.' },
        ' El financiador fija los meses que promedia. Si los suyos son otros, la APR también cambiará: escriba los mismos meses si los conoce.',
      ],
      [
        { strong: 'Las fechas del financiador.' },
        ' Fechamos los débitos desde la fecha de financiamiento que usted escribe y saltamos los fines de semana y los feriados de la Reserva Federal. Un financiador cuyo primer débito llega más tarde, o cuyo procesador salta otros días, contará distinto: pida su calendario de débitos.',
      ],
    ],
    closing: [
      'Esto es un cálculo, no la divulgación oficial, e información general, no asesoría legal. Si la APR parece incorrecta, pregunte al financiador cómo la calculó, lea ',
      { href: PAGE_PAIRS.aprArticle.es, text: 'el costo real de un adelanto como APR' },
      ' y, si bajaron las ventas, vea ',
      { link: 'reconciliationArticle', text: 'cómo pedir la reconciliación' },
      '. Para una oferta de cualquier otro estado, use la ',
      { link: 'calculator', text: 'calculadora de financiamiento' },
      ' o ',
      { link: 'compareOffers', text: 'compare ofertas' },
      '; la regla de cada estado está en las ',
      { link: 'stateLaws', text: 'leyes estatales' },
      '.',
    ],
    translationNote: 'Los párrafos son nuestra traducción; vale el texto oficial del reglamento, en inglés.',
  },
};

/** What the Spanish page says of each checkable state's rule: its method and each paragraph, in Spanish. */
export interface StateRuleEs {
  historicalRule: string;
  /** Section titles by citation. */
  sections: Readonly<Record<string, string>>;
  officialTextNotFound?: string;
  urlNotLinked?: string;
  /** Each tolerance paragraph in Spanish, by citation. */
  tests: Readonly<Record<string, string>>;
}

export const STATE_RULES_ES: Readonly<Record<string, StateRuleEs>> = {
  california: {
    historicalRule:
      'El proveedor promedia sus ventas mensuales (o ingresos o entradas) en el canal del que salen los pagos, más las de cualquier otro canal que el contrato le habría obligado a pasar a ese canal (10 CCR § 930(b)(1)), durante un número de meses que fija para todas sus ofertas, o por industria o monto: al menos 4 y como máximo 12 (§ 930(b)(2)). A un negocio que lleva abierto menos meses que los que fija el proveedor se le puede promediar sobre los meses que lleva abierto (§ 930(b)(3)).',
    sections: {
      '10 CCR § 930': 'Estimaciones: financiamiento basado en ventas, método histórico',
      '10 CCR § 931': 'Estimaciones: financiamiento basado en ventas, método opcional (la proyección interna del proveedor)',
      '10 CCR § 940': 'Cálculo de la tasa de porcentaje anual (apéndice J del Reglamento Z; todos los cargos financieros)',
      '10 CCR § 942': 'Tasa de porcentaje anual estimada: financiamiento basado en ventas (cambios de porcentaje, pagos mínimos, ajustes)',
    },
    tests: {
      '10 CCR § 955(a)(1)': 'no está más de 1/8 de punto porcentual por debajo de la tasa de porcentaje anual calculada según el § 940(a).',
      '10 CCR § 955(a)(2)':
        'en una transacción irregular, no está más de 1/4 de punto porcentual por debajo de esa tasa. Una transacción irregular tiene varios desembolsos, períodos de pago irregulares o montos de pago irregulares (sin contar un primer período irregular ni un primer o último pago irregular).',
      '10 CCR § 955(a)(3)':
        'la diferencia porcentual entre la tasa calculada según el § 940(a) y la tasa divulgada según los §§ 910 a 917 es de 2.5% o menos. Se calcula restando la tasa divulgada de la calculada, dividiendo el resultado entre la tasa divulgada y multiplicando por 100.',
    },
  },
  'new-york': {
    historicalRule:
      'El proveedor promedia sus ventas mensuales (o ingresos o entradas) en el canal del que salen los pagos, más las de cualquier otro canal que el contrato le habría obligado a pasar a ese canal (23 NYCRR 600.8(b)(1)), durante un período fijo que usa para todas sus ofertas, o por industria o monto: los meses justo antes de la oferta o el mismo número de sus meses de más ventas en los últimos doce, al menos 4 y como máximo 12 meses (23 NYCRR 600.8(b)(2); la ley permite de 1 a 12 y el reglamento lo reduce). A un negocio abierto hace menos de doce meses se le puede promediar sobre los meses que lleva abierto (600.8(b)(3)).',
    sections: {
      'N.Y. Fin. Serv. Law § 803':
        'Requisitos de divulgación del financiamiento basado en ventas (APR estimada según el Reglamento Z, método histórico u opcional)',
      '23 NYCRR 600.8': 'Financiamiento basado en ventas: método histórico',
      '23 NYCRR 600.9': 'Financiamiento basado en ventas: método opcional (la proyección interna del proveedor)',
      '23 NYCRR 600.3': 'Divulgación de la tasa de porcentaje anual (apéndice J del Reglamento Z; todos los cargos financieros)',
      '23 NYCRR 600.7': 'Financiamiento basado en ventas: tasa de porcentaje anual estimada (cambios de porcentaje, pagos mínimos, ajustes)',
    },
    officialTextNotFound:
      'No encontramos una copia oficial en línea de la 23 NYCRR parte 600, así que citamos sus secciones sin enlace; el Departamento de Servicios Financieros publica el reglamento, y no enlazamos copias no oficiales.',
    urlNotLinked:
      'No encontramos una copia oficial de la 23 NYCRR parte 600 en una dirección que pudiéramos confirmar, así que el texto citado no enlaza a una copia.',
    tests: {
      '23 NYCRR 600.4(a)(1)':
        'no está más de 1/8 de punto porcentual por encima ni por debajo de la tasa de porcentaje anual calculada según la sección 600.3(b).',
      '23 NYCRR 600.4(a)(2)':
        'en una transacción irregular, no está más de 1/4 de punto porcentual por encima ni por debajo de esa tasa. Una transacción irregular tiene varios desembolsos, períodos de pago irregulares o montos de pago irregulares (sin contar un primer período irregular ni un primer o último pago irregular).',
      '23 NYCRR 600.4(a)(3)':
        'la diferencia porcentual entre la tasa calculada según la sección 600.3(b) y la tasa divulgada según la sección 600.3(a) es de 2.5% o menos. Se calcula restando la tasa divulgada de la calculada, dividiendo el resultado entre la tasa divulgada y multiplicando por 100.',
    },
  },
};

/** The Spanish words of a checkable state's rule; the build stops naming what is missing. */
export function stateRuleEs(slug: string, citations: readonly string[]): StateRuleEs {
  const rule = STATE_RULES_ES[slug];
  const missing = rule ? citations.filter((c) => !(c in rule.sections) && !(c in rule.tests)) : citations;
  if (!rule || missing.length > 0) {
    throw new Error(`STATE_RULES_ES (src/lib/i18n/tools/disclosure-page.ts) has no Spanish words for ${slug}: ${missing.join(', ') || 'the state'}.`);
  }
  return rule;
}
