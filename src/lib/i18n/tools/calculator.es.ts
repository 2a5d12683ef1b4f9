/** The funding calculator's words in Spanish (English in ./calculator.en.ts, which sets the keys). */
import type { CalculatorText } from './calculator.en';
import { FIELD_TEXT_ES, PAID_LINK_ES } from './common.es';

export const CALCULATOR_TEXT_ES: CalculatorText = {
  field: FIELD_TEXT_ES,
  paid: PAID_LINK_ES,
  labels: { advance: 'Monto del adelanto', factor: 'Tasa de factor', holdback: 'Porcentaje de retención', monthlyRevenue: 'Ingresos mensuales' },
  help: {
    advance: 'La suma que el financiador (funder) le paga. Si le retiene un cargo, usted recibe menos, pero igual devuelve el monto completo.',
    factor:
      'Lo que devuelve por cada dólar del adelanto. Una tasa de factor (factor rate) de 1.25 significa $1.25 por cada $1. Las ofertas suelen ir de 1.1 a 1.5.',
    holdback: 'La parte de sus ventas o depósitos diarios (holdback) que el financiador toma hasta cobrar el monto a devolver. Suele ir del 5% al 20%.',
    monthlyRevenue:
      'Sus ventas con tarjeta o depósitos promedio de un mes. Contamos 22 días hábiles al mes, así que el ingreso diario es este monto dividido entre 22.',
  },
  placeholder: 'Escriba datos válidos para ver los cálculos',
  yourOffer: 'Su oferta',
  calculate: 'Calcular',
  whatItCosts: 'Lo que cuesta esta oferta',
  copyLink: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'Copie la dirección desde la barra de direcciones de su navegador',
  learnMore: 'Más sobre el financiamiento',
  results: {
    payback: ['Monto a devolver', 'Adelanto × tasa de factor'],
    cost: ['Costo total', 'Monto a devolver − adelanto'],
    dailyRevenue: ['Ingresos diarios estimados', 'Ingresos mensuales ÷ 22 días hábiles'],
    remittance: ['Pago diario', 'Ingresos diarios × retención'],
    days: ['Días hasta terminar de pagar', 'Monto a devolver ÷ pago diario, redondeado hacia arriba'],
    simpleRate: ['Tasa anual simple', 'Costo ÷ adelanto ÷ (días hábiles ÷ 264)'],
    actuarialApr: ['APR actuarial', 'La tasa de las divulgaciones (Reglamento Z)'],
    centsPerDollar: ['Centavos por dólar', 'Costo por cada $1 del adelanto'],
    monthly: ['Pago mensual promedio', 'Pago diario × 22'],
  },
  tooLong: (years) =>
    `Con este pago diario, el adelanto tardaría ${years} en pagarse: revise la retención y los ingresos. Los financiadores rara vez dan plazos de más de unos 18 meses.`,
  chart: {
    caption: 'Saldo pendiente hasta terminar de pagar',
    falls: (payback, days) => `El saldo baja de ${payback} a cero en ${days}.`,
    fundingDay: 'Día del financiamiento',
    monthEnds: 'Saldo al final de cada mes',
    day: 'Día hábil',
    left: 'Saldo pendiente',
    paidOff: (day) => `${day} (pagado)`,
  },
};
