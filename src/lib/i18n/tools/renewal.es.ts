import type { RenewalText } from '../../paying/renewal-form';
import { OFFER_TEXT_ES, SCHEDULE_NAMES_ES } from './offer.es';
import { PAYING_SHARED_ES } from './paying.es';
import type { RenewalUiText } from './renewal.en';

const RENEWAL_TEXT_ES: RenewalText = {
  offer: OFFER_TEXT_ES,
  amount: { label: 'Monto', range: 'Escriba un monto de hasta el total a devolver.' },
  discount: {
    label: 'Descuento sobre el costo no pagado del saldo anterior (opcional)',
    range: 'Escriba un descuento entre 0% y 100% del costo no pagado.',
  },
  knowLabel: 'Usted sabe',
  paymentsLabel: 'Pagos',
  address: {
    ca: 'Adelanto actual: monto',
    cf: 'Adelanto actual: tasa de factor',
    cp: 'Adelanto actual: monto total a devolver',
    cm: 'Adelanto actual: pagado hasta ahora o saldo pendiente',
    cv: 'Adelanto actual: monto pagado o pendiente',
    ra: 'Renovación: monto del adelanto',
    rf: 'Renovación: tasa de factor',
    rp: 'Renovación: monto total a devolver',
    rfee: 'Renovación: cargos retenidos',
    rs: 'Renovación: pagos',
    rh: 'Renovación: porcentaje de retención',
    rr: 'Renovación: ingresos mensuales',
    rd: 'Renovación: débito',
    rdisc: 'Renovación: descuento sobre el saldo anterior',
  },
  balanceBetween: (payback) => `Escriba un saldo mayor que $0 y de hasta el total a devolver, ${payback}.`,
  paidBelow: (payback) => `Escriba un monto pagado menor que el total a devolver, ${payback}: si ya está todo pagado, no hay nada que renovar.`,
};

/** The renewal calculator in Spanish. */
export const RENEWAL_UI_ES: RenewalUiText = {
  shared: PAYING_SHARED_ES,
  lib: RENEWAL_TEXT_ES,
  schedules: SCHEDULE_NAMES_ES,
  modes: { paid: 'El monto pagado hasta ahora', left: 'El saldo pendiente' },
  payments: (count, weekly, each, estimate) =>
    count === 1
      ? `un solo pago de ${estimate ? `unos ${each}` : each}`
      : `${count.toLocaleString('en-US')} pagos ${weekly ? 'semanales' : 'diarios'} de ${estimate ? `unos ${each}` : each}`,
  rows: {
    rolledOver: ['Saldo que se traspasa', 'Lo que queda del adelanto actual, menos cualquier descuento: se paga con el nuevo adelanto'],
    cash: ['Efectivo que realmente recibe', 'Nuevo adelanto − saldo que se traspasa − cargos'],
    cost: ['Costo de la renovación', 'Nuevo total a devolver − nuevo adelanto'],
    costWithFees: ['Costo con cargos', 'Costo de la renovación + cargos retenidos'],
    perDollar: ['Costo por dólar de efectivo recibido', 'Costo con cargos, menos cualquier descuento, ÷ efectivo que realmente recibe'],
    onOld: ['Costo cobrado sobre dinero que solo paga el adelanto anterior', 'Ese costo × saldo que se traspasa ÷ nuevo adelanto después de cargos'],
    quotedApr: [
      'Tasa de porcentaje anual (APR) como se suele cotizar',
      'APR actuarial (la que exigen las leyes de divulgación, apéndice J) sobre el nuevo adelanto después de cargos, como en los formularios de California y Nueva York',
    ],
    cashApr: ['APR sobre el efectivo que recibe', 'APR actuarial (apéndice J) sobre el efectivo que realmente recibe'],
    payments: ['Pagos', 'Solo días hábiles: sin fines de semana ni feriados'],
  },
  tooLong: (years) =>
    `Con este pago, la renovación tardaría ${years} en pagarse: revise las cifras del pago. Los financiadores rara vez ofrecen plazos de más de unos 18 meses.`,
  spoken: (cash, perDollar, cashApr, quotedApr) =>
    `Usted recibe ${cash} en efectivo. Costo por dólar: ${perDollar}. APR sobre el efectivo ${cashApr}; como se cotiza, ${quotedApr}.`,
  needsFixing: 'Hay cifras que corregir antes de poder calcular el costo de la renovación.',
  formLabel: 'Su adelanto y la renovación',
  currentTitle: 'El adelanto que paga ahora',
  orPayback: 'O el total a devolver.',
  orFactor: 'O la tasa de factor.',
  balanceLeft: 'Saldo pendiente',
  paidSoFar: 'Pagado hasta ahora',
  renewalTitle: 'La oferta de renovación (renewal)',
  advanceHint: 'El nuevo adelanto como lo cotiza el financiador, antes de descontar el saldo anterior y los cargos.',
  weeklyDebit: 'Débito semanal',
  dailyDebit: 'Débito diario',
  discountHint: 'Algunos financiadores perdonan parte del costo aún no pagado del saldo anterior cuando usted renueva.',
  submit: 'Calcular el costo de la renovación',
  resultsTitle: 'Lo que realmente cuesta la renovación',
  aprMethod:
    'La APR sobre el efectivo que recibe es la tasa del apéndice J a la que se devuelve ese efectivo, con todo el costo de la renovación (su costo y cargos, menos cualquier descuento), en pagos iguales durante el propio calendario de la renovación.',
  compareTitle: 'Renovar o no',
  notRenewing: 'Si no renueva:',
  notRenewingBody: (balance) => ` sigue pagando los ${balance} que quedan del adelanto actual, con su propio calendario, y no recibe efectivo nuevo.`,
  renewing: 'Si renueva:',
  renewingBody: (cash, payback, more, extra) =>
    ` recibe ${cash} ahora y debe ${payback}: ${more} más de lo que debe hoy. De eso, ${cash} es dinero nuevo y ${extra} es lo que cuesta renovar.`,
  noCash:
    'Después de pagar el saldo anterior y los cargos, esta renovación no pone efectivo en su cuenta. Revise el nuevo adelanto, los cargos y el saldo pendiente.',
  placeholder: 'Corrija los campos marcados para ver lo que cuesta la renovación.',
};
