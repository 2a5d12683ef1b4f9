/**
 * "Revisar mi divulgación": the disclosure check in Spanish, with the keys of ./disclosure.en.ts. The
 * citations (10 CCR § 955, 23 NYCRR 600.4) stay as the states write them; es-US writes figures as en-US does.
 */
import { formatIsoDate } from '../../content/dates';
import { STATE_LAWS_COMPILED } from '../../state-laws/rules';
import { PARSE_TEXT_ES } from './common.es';
import type { DisclosureText } from './disclosure.en';

const range = (noun: string, min: string, max: string) => `Escriba ${noun} entre ${min} y ${max}.`;
/** An input limit in dollars (the validator's, not a legal figure), written as es-US writes it: "$10,000,000". */
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

export const DISCLOSURE_TEXT_ES: DisclosureText = {
  lang: 'es',
  messages: {
    parse: PARSE_TEXT_ES,
    ranges: {
      funding: range('el financiamiento otorgado', '$1,000', usd(10_000_000)),
      fees: range('los cargos, o 0 si no hay,', '$0', usd(10_000_000)),
      payback: range('el pago total', '$1,000', usd(30_000_000)),
      percent: range('el porcentaje especificado', '0.01%', '100%'),
      fixed: range('el pago fijo', '$1', usd(1e6)),
      apr: 'Escriba la APR impresa en la divulgación, entre 0% y 9,999%.',
      laterPercent: range('el porcentaje posterior', '0.01%', '100%'),
      afterMonths: 'Escriba un número entero de meses entre 1 y 24.',
      laterFixed: range('el pago posterior', '$1', usd(1e6)),
      afterPayments: 'Escriba un número entero de pagos entre 1 y 1,000.',
      sales: range('las ventas del mes', '$0', usd(100_000_000)),
    },
    date: (first, last) => `Escriba la fecha del financiamiento entre ${first} y ${last}, o déjela vacía para usar la de hoy.`,
    salesCount: (min, max, entered) =>
      `Escriba las ventas de ${min === max ? min : `${min} a ${max}`} meses; escribió ${entered === 1 ? '1 mes' : `${entered} meses`}.`,
    salesZero: 'Las ventas de los meses suman $0, así que no se devolvería nada. Revise las cifras.',
    feesTooHigh: 'Los cargos deben ser menores que el financiamiento otorgado.',
    paybackTooLow: 'El pago total debe ser mayor que lo que recibe después de los cargos.',
    tooLong: 'Con este pago, el adelanto tardaría más de diez años en pagarse. Revise la cifra.',
  },
  verdict: {
    points: (value, one) => `${value} ${one ? 'punto' : 'puntos'}`,
    noPercentage: 'ningún porcentaje (la APR impresa es 0%)',
    percentDifference: (difference, higher, limit) =>
      `diferencia de ${difference}${higher ? ' (la APR impresa es mayor, así que la diferencia es negativa)' : ''}; se permite ${limit}%`,
    aboveButOnlyBelowLimited: (points, limit) =>
      `${points} por encima de la nuestra, y la regla solo limita cuánto puede quedar por debajo (${limit} de punto)`,
    pointsBelow: (points, limit) => `${points} por debajo de la nuestra; se permite ${limit} de punto por debajo`,
    pointsEither: (points, below, limit) => `${points} ${below ? 'por debajo' : 'por encima'} de la nuestra; se permite ${limit} de punto en cualquier sentido`,
    accurateUnder: (citation) => `exacta según ${citation}`,
    outside: (citation) => `fuera de ${citation}`,
    outsideList: (citation, lines) => `fuera de ${citation}: ${lines.join('; ')}`,
    both: (business, calendar) => `Contando días hábiles: ${business}; contando fechas del calendario: ${calendar}.`,
    readings: {
      'business-days': {
        name: 'Contando días hábiles',
        counts: (perYear) =>
          perYear === 264
            ? 'Cada día hábil es un período, 264 al año: lo que suele hacer el software de los financiadores.'
            : perYear === 52
              ? 'Cada débito, uno cada cinco días hábiles, es un período: 52 al año.'
              : 'Cada débito, uno cada 22 días hábiles, es un período: 12 al año.',
      },
      calendar: {
        name: 'Contando fechas del calendario',
        counts: (perYear) =>
          `El apéndice J sobre las fechas reales de los débitos: ${
            perYear === 365
              ? 'cada día es un período, 365 al año, así que los fines de semana y los feriados hacen irregulares los períodos.'
              : perYear === 52
                ? 'cada semana es un período, 52 al año; un débito que se mueve por un feriado hace irregular un período.'
                : 'cada mes es un período, 12 al año; un débito que se mueve por un fin de semana o un feriado hace irregular un período.'
          }`,
      },
    },
    accurate: (citation, printed, state, both) => ({
      head: `Exacta según ${citation}`,
      body: `La APR impresa de ${printed} es exacta según la regla de ${state}, cuente el tiempo como lo cuente. ${both}`,
    }),
    accurateHigher: (why, citation, printed, state, both) => ({
      head: `Mayor que la nuestra, y no es un error según ${citation}`,
      body: `La APR impresa de ${printed} es mayor que la nuestra, cuente el tiempo como lo cuente. Eso no es una inexactitud según la regla de ${state}: ${why} ${both} Una APR mayor puede incluir costos que usted no escribió, o venir de la proyección de ventas del propio financiador (el método opcional, opt-in): presenta el costo como más alto, no más bajo.`,
    }),
    higherWhy: {
      'points-below': (citation) => `${citation} solo limita cuánto puede quedar una APR impresa por debajo de la correcta.`,
      'percent-difference': (citation) =>
        `${citation} resta la APR impresa de la correcta y divide entre la APR impresa, así que una APR impresa mayor da una diferencia negativa, que es 2.5% o menos.`,
      other: (citation) => `${citation} lo permite.`,
    },
    depends: (both) => ({
      head: 'Depende de cómo se cuente el tiempo',
      body: `Las dos formas de contar el tiempo dan respuestas distintas. ${both}`,
      ask: 'Pregunte al financiador: ¿su APR cuenta cada día hábil como un período (264 al año) o las fechas de los débitos en el calendario (365 días al año)? Pida las fechas de débito que supuso y compárelas con su fecha de financiamiento.',
    }),
    understated: (citation, printed, state, both) => ({
      head: `Subestimada según ${citation}`,
      body: `La APR impresa de ${printed} es menor que la nuestra por más de lo que permite la regla de ${state}, cuente el tiempo como lo cuente. ${both} La oferta puede costar más de lo que sugiere la divulgación.`,
      ask: 'Pregunte al financiador cómo calculó la APR: qué meses de ventas promedió, qué cargos contó y qué fechas de débito supuso.',
    }),
    overstated: (citation, printed, state, both) => ({
      head: `Sobreestimada según ${citation}`,
      body: `La APR impresa de ${printed} es mayor que la nuestra por más de lo que permite la regla de ${state}, cuente el tiempo como lo cuente. ${both}`,
      ask: 'Pregunte al financiador si usó su propia proyección de ventas (el método opcional, opt-in) o contó costos que usted no escribió.',
    }),
  },
  labels: {
    funding: { label: 'Financiamiento otorgado ($)', hint: 'La línea del financiamiento otorgado (“Funding provided”), antes de descontar cargos.' },
    fees: { label: 'Cargos descontados del financiamiento ($)', hint: 'Cargos que se descuentan antes de que le llegue el dinero. Escriba 0 si no hay.' },
    payback: { label: 'Pago total estimado ($)', hint: 'Todo lo que usted devuelve: el monto a devolver total.' },
    percent: { label: 'Porcentaje especificado (%)', hint: 'La parte de las ventas de cada día que se lleva el financiador.' },
    later: { label: 'Porcentaje posterior (%)', hint: 'El porcentaje después del cambio.' },
    after: { label: 'Cambia después de (meses)', hint: 'Cuántos meses dura el primer porcentaje.' },
    fixed: { label: 'Pago fijo ($)', hint: 'El monto que se debita cada vez.' },
    apr: { label: 'APR impresa en la divulgación (%)', hint: 'La línea de la tasa de porcentaje anual estimada, tal como está impresa.' },
  },
  fixedLater: {
    later: { label: 'Pago posterior ($)', hint: 'El débito fijo después del cambio.' },
    after: { label: 'Cambia después de (pagos)', hint: 'Cuántos débitos se cobran con el primer monto.' },
  },
  date: {
    label: 'Fecha del financiamiento',
    hint: 'El día en que le llega el dinero; déjela vacía para usar la de hoy. La cuenta por calendario fecha los débitos desde ella.',
  },
  kinds: {
    percent: 'Un porcentaje de mis ventas',
    daily: 'Un monto fijo cada día hábil',
    weekly: 'Un monto fijo cada semana',
    monthly: 'Un monto fijo cada mes',
  },
  chooseState: 'Elija el estado de la divulgación.',
  monthlySales: 'Ventas mensuales',
  salesLegend: 'Sus ventas mensuales ($)',
  howYouRepay: 'Cómo paga',
  noLawFound: (name, abbreviation) =>
    `No encontramos ninguna ley ${abbreviation === 'DC' ? '' : 'estatal '}de divulgación de financiamiento comercial en ${abbreviation === 'DC' ? 'el Distrito de Columbia' : name} al ${formatIsoDate(STATE_LAWS_COMPILED, 'es')}.`,
  month: (n) => `Mes ${n} ($)`,
  monthSales: (n) => `Ventas del mes ${n}`,
  payment: {
    later: (amount, each, after, percent) => `, luego ${amount} ${each} después de ${after} ${percent ? 'meses' : 'pagos'}`,
    single: (total) => `${total} en un solo pago`,
    each: { weekly: 'cada semana', monthly: 'cada mes', daily: 'cada día hábil' },
    aboutMonth: (daily, month) => `${daily} (unos ${month} al mes)`,
  },
  rows: {
    funding: 'Financiamiento otorgado',
    received: (received, fees) => `Usted recibe ${received} después de ${fees} en cargos.`,
    noFees: 'Sin cargos descontados.',
    apr: 'Tasa de porcentaje anual (APR) estimada',
    aprNote: (calendar, printed) => `Contando días hábiles; ${calendar} contando fechas del calendario. El financiador imprimió ${printed}.`,
    financeCharge: 'Cargo financiero',
    financeChargeNote: 'Pago total − lo que usted recibe (cargos incluidos).',
    payback: 'Pago total estimado',
    paybackNote: 'Todo lo que usted devuelve.',
    payment: 'Pago estimado',
    paymentPercentNote: (average) => `Ventas mensuales promedio de ${average} ÷ 22 días hábiles × el porcentaje.`,
    paymentFixedNote: 'El débito fijo.',
    term: 'Plazo estimado',
    termNote: (payments, funded, last) =>
      `${payments.toLocaleString('en-US')} ${payments === 1 ? 'pago' : 'pagos'}; financiado el ${funded}, último débito el ${last}.`,
    prepayment: 'Pago anticipado',
    prepaymentValue: 'Vea su divulgación',
    prepaymentNote: 'Con estas cifras no podemos saber si pagar antes le ahorra algo.',
  },
  readingsTitle: 'Nuestra APR, contada de dos formas',
  printedIs: (judgement, accurate) => `La APR impresa ${accurate ? 'es' : 'está'} ${judgement}.`,
  aboveCap: (state, cap) =>
    `La obligación de divulgar de ${state} cubre ofertas de ${cap}; esta oferta es mayor, así que puede que la ley no exija este formulario.`,
  summaryTitle: (state) => `Nuestro cálculo, presentado como la divulgación de ${state}`,
  notOfficial: 'No es el formulario oficial. Calculado por Ledgerwise con las cifras que usted escribió, por el método histórico.',
  printSummary: 'Imprimir este resumen',
  formTitle: 'Su divulgación',
  stateLabel: 'Estado de la divulgación',
  stateHint: 'Donde está su negocio, según la divulgación.',
  optionChoose: 'Elija un estado',
  groupCheckable: 'Estados cuyo método podemos revisar',
  groupOthers: 'Otros estados',
  changes: { percent: 'El porcentaje cambia durante el plazo', fixed: 'El pago cambia una vez durante el plazo' },
  salesRule: {
    before: (state) => `Según el método histórico de ${state}`,
    after: (min, max) =>
      `, el financiador promedia de ${min} a ${max} meses de ventas en la cuenta de la que salen los pagos. Escriba esos meses, el más reciente primero.`,
  },
  newTab: ' (se abre en una pestaña nueva)',
  addMonth: 'Agregar un mes',
  removeMonth: 'Quitar el último mes',
  young: (min) => `Mi negocio tiene menos de ${min} meses abierto`,
  submit: 'Revisar la APR',
  resultTitle: 'Lo que calculamos',
  placeholderOther: (state) => `No hay un método de APR de ${state} que revisar: vea la respuesta junto al formulario.`,
  placeholder: 'Elija el estado y escriba las cifras de la divulgación para ver la revisión.',
  otherLead: {
    'apr-later': (state) => `La ley de ${state} exige una APR, pero todavía no.`,
    'apr-no-method': (state) => `La ley de ${state} exige una APR, pero no hemos leído un método para ella que esta revisión pueda seguir.`,
    'no-apr': (state) => `La ley de ${state} no exige una APR en la divulgación.`,
    'no-law': (state) => `No hay formulario de divulgación que revisar en ${state === 'Distrito de Columbia' ? 'el Distrito de Columbia' : state}.`,
  },
  law: 'Ley:',
  calculatorLink: 'Calcular la APR con la calculadora',
  whatWeFound: (state) => `Lo que encontramos sobre ${state}`,
  errorLabel: 'Error: ',
};
