import type { PayingSharedText } from './paying.en';
import type { ScheduleKind } from '../../calculator/payment-stream';
import { formatUsdWhole } from '../../calculator/format';
import { DEBIT_MAX_DOLLARS } from '../../paying/form';
import { offerFields, type OfferText } from '../../paying/offer-fields';
import { PARSE_TEXT_ES } from './parse.es';

export const PAYING_SHARED_ES: PayingSharedText = {
  lang: 'es',
  ignored: {
    title: 'No pudimos usar algunas cifras de la dirección de esta página, así que las dejamos fuera:',
    after: 'Revise esos campos abajo: en su lugar está la cifra del ejemplo o un campo vacío.',
  },
  chart: {
    aria: (from, days) => `Débito combinado por día hábil, desde ${from} hasta que se paga cada adelanto, después de ${days} días hábiles.`,
    today: 'Hoy',
    businessDay: (n) => `Día hábil ${n}`,
    tableToggle: 'Las mismas cifras en una tabla',
    columns: ['Días hábiles', 'Hasta aprox.', 'Débito por día'],
  },
};

/** The debit message, with the same limit as English (DEBIT_MAX_DOLLARS). */
export const DEBIT_RANGE_ES = `Escriba un débito entre $1 y ${formatUsdWhole(DEBIT_MAX_DOLLARS * 100)}.`;

export const SCHEDULE_NAMES_ES: Readonly<Record<ScheduleKind, string>> = {
  percent: 'Porcentaje de las ventas',
  daily: 'Débito diario fijo',
  weekly: 'Débito semanal fijo',
};

/** An offer's fields and messages in Spanish (the limits are the lib's: src/lib/paying/offer-fields.ts). */
export const OFFER_TEXT_ES: OfferText = {
  parse: PARSE_TEXT_ES,
  fields: offerFields({
    advance: { label: 'Monto del adelanto', range: 'Escriba un adelanto entre $1,000 y $10,000,000.' },
    factor: { label: 'Tasa de factor (factor rate)', range: 'Escriba una tasa de factor entre 1.00 y 3.00.' },
    payback: { label: 'Monto total a devolver (payback)', range: 'Escriba un monto total a devolver entre 1 y 3 veces el adelanto.' },
    fee: { label: 'Cargos retenidos (opcional)', range: 'Escriba cargos entre $0 y $10,000,000.' },
    holdback: { label: 'Porcentaje de retención (holdback)', range: 'Escriba un porcentaje de retención entre 1% y 50%.' },
    revenue: { label: 'Ingresos mensuales', range: 'Escriba ingresos mensuales entre $1,000 y $100,000,000.' },
    debit: { label: 'Monto del débito', range: 'Escriba un débito entre $1 y $10,000,000.' },
  }),
  paybackBetween: (low, high) => `Escriba un monto total a devolver entre ${low} y ${high} (de 1 a 3 veces el adelanto).`,
  feeBelow: (advance) => `Los cargos deben ser menores que el adelanto (${advance}).`,
};
