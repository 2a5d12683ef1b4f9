import type { CheckWords } from '../../eligibility/check';
import type { Criterion } from '../../eligibility/minimums';
import { MINIMUMS_WORDS_ES } from '../../eligibility/minimums.es';
import { formatFigureEs, formatMonthsEs } from '../../eligibility/words.es';
import { PAID_LINK_ES, PARSE_TEXT_ES } from './common.es';
import { ES_ROUTES } from '../pages';
import type { EligibilityText } from './eligibility.en';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "2 años en el negocio", "$5,000 al mes en ingresos", "un puntaje de crédito de 680" */
const describe = (criterion: Criterion, value: number) =>
  criterion === 'months'
    ? `${formatMonthsEs(value)} en el negocio`
    : criterion === 'revenue'
      ? `${formatFigureEs(criterion, value)} al mes en ingresos`
      : `un puntaje de crédito de ${value}`;
/** "el mínimo de 6 meses", "el puntaje mínimo de 650" */
const minimum = (criterion: Criterion, value: number) =>
  criterion === 'credit' ? `el puntaje mínimo de ${value}` : `el mínimo de ${criterion === 'months' ? formatMonthsEs(value) : describe(criterion, value)}`;
const answer = (criterion: Criterion, text: string) => (criterion === 'months' ? `${text} en el negocio` : text);

export const CHECK_WORDS_ES: CheckWords = {
  minimums: MINIMUMS_WORDS_ES,
  creditBand: {
    'under-500': 'Menos de 500',
    '500-599': '500–599',
    '600-649': '600–649',
    '650-679': '650–679',
    '680-699': '680–699',
    '700-plus': '700 o más',
  },
  entered: (criterion, value, bandLabel) => {
    if (criterion === 'months') return formatMonthsEs(value);
    if (criterion === 'revenue') return `${formatFigureEs('revenue', value)} al mes`;
    return `un puntaje de ${bandLabel.toLowerCase()}`;
  },
  unlikely: (criterion, who, range, text) => `Los ${who} suelen anunciar como mínimo ${describe(criterion, range.low)}; usted indicó ${text}.`,
  possible: (criterion, who, range, text) => {
    const higher = `${range.highWho ?? `muchos ${who}`} piden ${formatFigureEs(criterion, range.high)} o más`;
    return range.low === 0
      ? `Usted indicó ${text}. ${capitalise(higher)}; ${range.lowNote ?? `algunos ${who} no tienen mínimo`}.`
      : `Con ${answer(criterion, text)}, cumple ${minimum(criterion, range.low)} que anuncian ${range.lowWho ?? `algunos ${who}`}; ${higher}.`;
  },
  likely: (criterion, who, range, text) => `Con ${answer(criterion, text)}, cumple ${minimum(criterion, range.high)} que los ${who} suelen anunciar.`,
  invoices: {
    yes: 'Usted tiene facturas sin pagar de clientes que son empresas o el gobierno: eso es lo que compra una empresa de factoraje.',
    no: 'El factoraje necesita facturas sin pagar de clientes que son empresas o el gobierno.',
  },
  equipment: {
    yes: 'El equipo que usted compra o arrienda puede servir de garantía del financiamiento.',
    no: 'El financiamiento de equipos paga equipo que usted compra o arrienda.',
  },
};

/** The eligibility checker in Spanish. */
export const ELIGIBILITY_TEXT_ES: EligibilityText = {
  check: CHECK_WORDS_ES,
  paid: PAID_LINK_ES,
  answers: {
    messages: {
      monthlyRevenue: 'Escriba ingresos mensuales entre $0 y $100,000,000.',
      monthsInBusiness: 'Escriba los meses en el negocio, entre 0 y 600.',
      creditBand: 'Elija el rango de su puntaje de crédito personal.',
    },
    parse: PARSE_TEXT_ES,
  },
  verdict: { Likely: 'Probable', Possible: 'Posible', Unlikely: 'Poco probable' },
  fieldNames: { monthlyRevenue: 'Ingresos mensuales', monthsInBusiness: 'Meses en el negocio', creditBand: 'Puntaje de crédito personal' },
  formTitle: 'Su negocio',
  revenueLabel: 'Ingresos mensuales ($)',
  monthsLabel: 'Meses en el negocio',
  creditLabel: 'Puntaje de crédito personal',
  chooseRange: 'Elija un rango',
  situation: 'Su situación',
  invoicesBox: 'Clientes que son empresas o el gobierno nos deben facturas sin pagar',
  equipmentBox: 'Vamos a comprar o arrendar equipo',
  submit: 'Ver resultados',
  resultsTitle: 'Lo que suele ajustarse',
  notADecision:
    'Esto no es una decisión de crédito. Compara sus respuestas con los mínimos que los prestamistas y financiadores suelen anunciar; cada prestamista decide por su cuenta.',
  counts: (likely, possible, unlikely) =>
    `Resultados: ${likely} ${likely === 1 ? 'probable' : 'probables'}, ${possible} ${possible === 1 ? 'posible' : 'posibles'}, ${unlikely} ${unlikely === 1 ? 'poco probable' : 'poco probables'}.`,
  readGuide: (name) => `Lea nuestra guía: ${name}`,
  fixAnswers: 'Corrija las respuestas marcadas para ver qué productos se ajustan.',
  answerQuestions: 'Responda las preguntas para ver qué productos suelen ajustarse.',
  priceFirst: 'Calcule primero el costo de una oferta',
  calculatorHref: ES_ROUTES.calculator as string,
};
