import type { StackText } from '../../paying/stacked-form';
import { OFFER_TEXT_ES, SCHEDULE_NAMES_ES } from './offer.es';
import { DEBIT_RANGE_ES, PAYING_SHARED_ES } from './paying.es';
import type { StackedText } from './stacked.en';

/** The stacked fields in Spanish, also used by the cash forecast (cash-runway.es.ts) without the rest of this catalog. */
export const STACK_TEXT_ES: StackText = {
  offer: OFFER_TEXT_ES,
  fields: {
    deposits: { label: 'Depósitos mensuales promedio', range: 'Escriba depósitos mensuales entre $1,000 y $100,000,000.' },
    margin: { label: 'Margen bruto (opcional)', range: 'Escriba un margen bruto entre 1% y 100%.' },
    drop: { label: 'Si las ventas bajan (opcional)', range: 'Escriba una baja entre 1% y 90%.' },
    balance: { label: 'Saldo pendiente', range: 'Escriba un saldo entre $1 y $10,000,000.' },
    holdback: { label: 'Porcentaje de retención (holdback)', range: 'Escriba un porcentaje de retención entre 1% y 50%.' },
    debit: { label: 'Débito', range: DEBIT_RANGE_ES },
    specified: { label: 'Porcentaje especificado en el contrato (opcional)', range: 'Escriba un porcentaje especificado entre 1% y 50%.' },
  },
  address: {
    balance: (i) => `Adelanto ${i}: saldo pendiente`,
    kind: (i) => `Adelanto ${i}: cómo se cobra`,
    amount: (i) => `Adelanto ${i}: retención o débito`,
    specified: (i) => `Adelanto ${i}: porcentaje especificado`,
    na: 'Nueva oferta: monto del adelanto',
    nf: 'Nueva oferta: tasa de factor',
    np: 'Nueva oferta: monto total a devolver',
    nfee: 'Nueva oferta: cargos retenidos',
    ns: 'Nueva oferta: pagos',
    nh: 'Nueva oferta: porcentaje de retención',
    nd: 'Nueva oferta: débito',
  },
};

/** The stacked-advances check in Spanish. */
export const STACKED_TEXT_ES: StackedText = {
  shared: PAYING_SHARED_ES,
  lib: STACK_TEXT_ES,
  kinds: SCHEDULE_NAMES_ES,
  bands: {
    within: {
      title: (comfort) => `Hasta el ${comfort}% de los depósitos`,
      body: () => 'Dentro del rango que los financiadores y la industria suelen citar como manejable para un negocio.',
    },
    edge: {
      title: (comfort, limit) => `Entre el ${comfort}% y el ${limit}% de los depósitos`,
      body: () => 'En el tope del rango que se suele citar: queda poco margen si bajan las ventas o llega una cuenta.',
    },
    over: {
      title: (_comfort, limit) => `Más del ${limit}% de los depósitos`,
      body: (comfort, limit) =>
        `Más del ${comfort}–${limit}% que se suele citar como lo máximo que un negocio puede cargar. Así es como los adelantos acumulados terminan en débitos fallidos e incumplimiento (default).`,
    },
  },
  defaultName: (n) => `Adelanto ${n}`,
  combinedDaily: 'Débito combinado por día hábil',
  perMonth: 'Por mes (22 días hábiles)',
  shareOfDeposits: (daily) => `Parte de los depósitos diarios promedio (${daily})`,
  shareOfProfit: 'Parte de la ganancia bruta diaria',
  overProfit: (share) => `Los débitos se llevan más de lo que el negocio gana con sus ventas: ${share} de su ganancia bruta diaria.`,
  columns: { advance: 'Adelanto', perDay: 'Por día hábil', daysLeft: 'Días restantes', paidOff: 'Pagado aprox.' },
  spoken: (daily, share, withOffer) =>
    `Débito combinado de ${daily} por día hábil, ${share} de los depósitos.${withOffer ? ` Con la nueva oferta, ${withOffer}.` : ''}`,
  needsFixing: 'Hay cifras que corregir antes de poder sumar los débitos.',
  formLabel: 'Sus adelantos',
  business: 'Su negocio',
  hints: {
    deposits: 'De sus estados de cuenta bancarios: todos los depósitos, divididos entre 22 para un día hábil.',
    margin: 'Ventas menos el costo de lo vendido, como parte de las ventas.',
    name: 'Solo en esta página: nunca se guarda en la dirección.',
    specified: 'De la cláusula de reconciliación (reconciliation), si el contrato la tiene.',
    factor: 'O escriba el monto total a devolver.',
    payback: 'O escriba la tasa de factor.',
    offerHoldback: 'Una parte de los depósitos que escribió arriba.',
    drop: 'Los débitos por porcentaje de las ventas bajan con las ventas; los débitos fijos no.',
  },
  name: 'Nombre',
  howCollected: 'Cómo se cobra',
  holdback: 'Porcentaje de retención (holdback)',
  weeklyDebit: 'Débito semanal',
  dailyDebit: 'Débito diario',
  remove: (name) => `Quitar ${name}`,
  addAdvance: 'Agregar un adelanto',
  addOffer: 'Agregar una nueva oferta que está considerando',
  offerTitle: 'Nueva oferta que está considerando',
  advanceAmount: 'Monto del adelanto',
  fees: 'Cargos retenidos (opcional)',
  factor: 'Tasa de factor (factor rate)',
  payback: 'Monto total a devolver (payback)',
  payments: 'Pagos',
  removeOffer: 'Quitar la nueva oferta',
  dropTitle: 'Si bajan las ventas',
  submit: 'Sumar los débitos',
  resultsTitle: 'Lo que se llevan los débitos',
  nowLabel: 'Los adelantos que paga ahora',
  withOfferLabel: 'Con la nueva oferta',
  offerLine: (cash, daily, days) => `La nueva oferta pondría ${cash} en su cuenta y sumaría ${daily} por día hábil durante ${days}.`,
  eachNow: 'Cada adelanto ahora',
  datesNote: (today) =>
    `Las fechas de pago final cuentan días hábiles desde hoy (${today}), sin fines de semana ni feriados de la Reserva Federal; un débito semanal cae cada semana en el mismo día de la semana que hoy. No se cuentan los débitos fallidos o rechazados, así que las fechas reales pueden llegar más tarde. En el débito por día hábil, un débito semanal cuenta como una quinta parte.`,
  chartCaption: 'Débito combinado por día hábil',
  chartCaptionOffer: 'Débito combinado por día hábil, con la nueva oferta',
  dropHeading: (drop) => `Si las ventas bajan un ${drop}`,
  dropBody:
    'Los débitos por porcentaje de las ventas bajan con las ventas, así que esos adelantos tardan más en pagarse. Los débitos fijos siguen iguales, a menos que el financiador los reconcilie con sus ventas más bajas.',
  asContracted: 'Débitos según los contratos',
  reconciled: 'Si se reconciliaran los débitos fijos',
  eachReconciled: 'Cada adelanto, con los débitos fijos reconciliados',
  eachLower: 'Cada adelanto con las ventas más bajas',
  enterSpecified: 'Escriba el porcentaje especificado de un adelanto con débito fijo para ver el débito que fijaría una reconciliación.',
  runwayNote: [
    '¿Le alcanzará el efectivo para estos débitos semana a semana? ',
    'Haga un pronóstico de 13 semanas con estos adelantos',
    ' a partir de su propio extracto bancario (se lee en su dispositivo y nunca se envía).',
  ],
  reconcileNote: [
    'Una reconciliación (reconciliation) fija el débito fijo en el porcentaje especificado del contrato sobre sus depósitos reales ÷ 22. Lea ',
    'cómo pedir una reconciliación cuando bajan las ventas',
    '; luego ',
    'prepare una carta para pedir la reconciliación',
    '.',
  ],
  placeholder: 'Corrija los campos marcados para ver lo que se llevan los débitos.',
};
