/** The repayment schedule's own words in Spanish (English in ./repayment-schedule.en.ts, which sets the keys). */
import type { CsvText } from '../../calculator/schedule';
import { OFFER_TOOLS_TEXT_ES, offerRefEs } from './offer-tools.es';
import type { ScheduleText } from './repayment-schedule.en';

/** The CSV's column headers in Spanish; its figures are the same plain decimals as in English. */
export const CSV_TEXT_ES: CsvText = {
  payments: ['Pago', 'Día hábil', 'Monto', 'Total pagado', 'Saldo'],
  months: ['Mes', 'Días hábiles', 'Pagos', 'Monto', 'Total pagado', 'Saldo'],
  total: 'Total',
};

export const SCHEDULE_TEXT_ES: ScheduleText = {
  offer: OFFER_TOOLS_TEXT_ES,
  csv: CSV_TEXT_ES,
  filePrefix: 'calendario-de-pagos',
  fileFallback: 'oferta',
  csvTitle: (name) => `Calendario de pagos: ${name}`,
  yourOffer: 'Su oferta',
  showSchedule: 'Ver calendario',
  theFigures: 'Las cifras',
  fixFields: 'Corrija los campos marcados para ver el calendario.',
  compare: 'Comparar hasta tres ofertas',
  spoken: (term, total, apr) => `${term} de pagos; total ${total}; APR actuarial ${apr}.`,
  spokenFix: 'Hay cifras que corregir antes de poder mostrar el calendario.',
  everyPayment: 'Todos los pagos',
  downloadCsv: 'Descargar CSV',
  print: 'Imprimir',
  tooLongToList: (term, edge, csvAll) =>
    `${term} de pagos es demasiado para mostrarlo aquí: la tabla muestra los primeros y los últimos ${edge} pagos, y después el subtotal de cada mes. El CSV incluye ${csvAll ? 'todos los pagos' : 'todos los meses'}.`,
  tableRegion: 'Tabla de todos los pagos',
  tableCaption: (name) => `Pagos de ${offerRefEs(name)}, por día hábil después del financiamiento (el día 0 es el día del financiamiento)`,
  gap: (from, to) => `Pagos ${from} a ${to}: vea los meses más abajo`,
  byMonth: 'Por mes',
  monthRegion: 'Tabla de subtotales mensuales',
  monthCaption: 'Pagos por mes de 22 días hábiles',
  monthColumns: { paid: 'Pagado ese mes', balance: 'Saldo después' },
  monthDays: (first, last) => `(días ${first}–${last})`,
};
