/** An offer's terms as the stacked-advances check and the renewal calculator ask for them, in Spanish. */
import type { ScheduleKind } from '../../calculator/payment-stream';
import { offerFields, type OfferText } from '../../paying/offer-fields';
import { PARSE_TEXT_ES } from './common.es';

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
