/** What the offer tools share on screen, in Spanish (English in ./offer-tools.en.ts, which sets the keys). */
import type { OfferInputText } from '../../calculator/offer-input';
import { FIELD_TEXT_ES, PAID_LINK_ES } from './common.es';
import type { OfferToolsText } from './offer-tools.en';

/**
 * An offer in running text: the default names ("Oferta B", from `offerName`) take the article ("la oferta
 * B"), as Spanish needs; a name the reader typed ("Funder A") stays as typed. `offerRefStartEs` is the same
 * at the start of a sentence.
 */
export const offerRefEs = (name: string): string => (/^Oferta [A-Z]$/.test(name) ? `la oferta ${name.slice('Oferta '.length)}` : name);
export const offerRefStartEs = (name: string): string => {
  const text = offerRefEs(name);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const OFFER_INPUT_TEXT_ES: OfferInputText = {
  field: FIELD_TEXT_ES,
  offerName: (letter) => `Oferta ${letter}`,
  factor: 'Escriba una tasa de factor entre 1.00 y 3.00.',
  feePercent: 'Escriba cargos entre 0% y 50% del adelanto.',
  debit: 'Escriba un débito entre $1 y $10,000,000.',
  discount: 'Escriba un descuento entre 0% y 100% del costo restante.',
  discountDay: (max) => `Escriba un día hábil entre 1 y ${max}.`,
  paybackBetween: (min, max) => `Escriba un monto a devolver entre ${min} y ${max} (de 1 a 3 veces el adelanto).`,
  paybackTimes: 'Escriba un monto a devolver de 1 a 3 veces el adelanto.',
  feeRange: 'Escriba cargos entre $0 y $10,000,000.',
  feeUnder: (advance) => `Los cargos deben ser menores que el adelanto (${advance}).`,
  feeUnderAdvance: 'Los cargos deben ser menores que el adelanto.',
};

export const OFFER_TOOLS_TEXT_ES: OfferToolsText = {
  input: OFFER_INPUT_TEXT_ES,
  paid: PAID_LINK_ES,
  labels: {
    label: 'Nombre',
    advance: 'Monto del adelanto',
    factor: 'Tasa de factor',
    payback: 'Monto a devolver',
    fee: 'Cargos retenidos',
    feeKind: 'Cargos expresados en',
    schedule: 'Pagos',
    holdback: 'Porcentaje de retención',
    revenue: 'Ingresos mensuales',
    debit: 'Monto del débito',
    discount: 'Descuento por pago anticipado (opcional)',
    discountDay: 'Descuento si paga a más tardar el día hábil',
  },
  help: {
    advance: 'El adelanto que indica el contrato, antes de descontar cualquier cargo.',
    factor: 'Lo que devuelve por cada dólar del adelanto. Escriba la tasa de factor o el monto a devolver: cada uno completa el otro.',
    fee: 'Cargos de originación (origination fee), de evaluación o de “programa ACH” que el financiador retiene del adelanto. Usted recibe el adelanto menos estos cargos, pero devuelve el monto completo.',
    schedule: 'Una parte de las ventas de cada día (retención, holdback), o un monto fijo que se debita cada día hábil o cada semana.',
    discount:
      'Algunos contratos perdonan parte del costo restante si paga el saldo antes. Escriba el porcentaje del costo restante que se perdona y el último día hábil en que aplica.',
  },
  scheduleLabels: { percent: 'Porcentaje de las ventas', daily: 'Débito diario fijo', weekly: 'Débito semanal fijo' },
  feeKinds: { usd: 'dólares', percent: '% del adelanto' },
  dailyDebit: 'Débito diario',
  weeklyDebit: 'Débito semanal',
  figures: {
    netFunded: ['Monto neto recibido', 'Adelanto − cargos retenidos: lo que llega a su cuenta'],
    payback: ['Monto a devolver', 'Lo que devuelve en total'],
    cost: ['Costo del capital', 'Monto a devolver − monto neto recibido'],
    centsPerDollar: ['Centavos por dólar', 'Costo por cada $1 que recibe'],
    payments: ['Pagos', 'Solo días hábiles: sin fines de semana ni feriados'],
    term: ['Plazo', 'Del financiamiento al último pago'],
    simpleRate: ['Tasa anual simple', 'Costo ÷ monto neto recibido ÷ (días hábiles ÷ 264)'],
    actuarialApr: ['APR actuarial', ''],
  },
  actuarialHow: (periods) => `Reglamento Z, apéndice J, sobre el monto neto recibido, ${periods} períodos al año`,
  paymentCount: (count, one, weekly) => (one ? 'un solo pago' : `${count} pagos ${weekly ? 'semanales' : 'diarios'}`),
  paymentOf: (count, amount) => `${count} de ${amount}`,
  aboutShare: (amount, percent) => `unos ${amount} (${percent}% de las ventas)`,
  lastPayment: (amount) => `; el último, de ${amount}`,
  tooLong: (years) => `Con este pago, el adelanto tardaría ${years} en pagarse: revise los datos del pago.`,
  earlyPayoff: 'Pago anticipado',
  earlyPayoffApplies: (payoff, day, balance, saving, total) =>
    `Pague ${payoff} el día hábil ${day} en lugar de los ${balance} pendientes y ahorre ${saving}. Costo total: ${total}.`,
  earlyPayoffLate: (day) => `Se termina de pagar antes del día hábil ${day}: el descuento no aplicaría.`,
  earlyPayoffHow: 'El descuento se aplica a la parte del saldo pendiente que corresponde al costo',
};
