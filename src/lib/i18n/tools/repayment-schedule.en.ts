/** The repayment schedule's own words, in English (Spanish in ./repayment-schedule.es.ts); the fields' are in ./offer-tools.en.ts. */
import type { CsvText } from '../../calculator/schedule';
import { OFFER_TOOLS_TEXT_EN } from './offer-tools.en';

/** The CSV's column names (src/lib/calculator/schedule.ts). */
export const CSV_TEXT_EN: CsvText = {
  payments: ['Payment', 'Business day', 'Amount', 'Total paid', 'Balance'],
  months: ['Month', 'Business days', 'Payments', 'Amount', 'Total paid', 'Balance'],
  total: 'Total',
};

export const SCHEDULE_TEXT_EN = {
  offer: OFFER_TOOLS_TEXT_EN,
  csv: CSV_TEXT_EN,
  /** The downloaded file's name, before the offer's name: "payment-schedule-funder-b.csv". */
  filePrefix: 'payment-schedule',
  fileFallback: 'offer',
  csvTitle: (name: string) => `Payment schedule: ${name}`,
  yourOffer: 'Your offer',
  showSchedule: 'Show schedule',
  theFigures: 'The figures',
  fixFields: 'Fix the highlighted fields to see the schedule.',
  compare: 'Compare up to three offers',
  spoken: (term: string, total: string, apr: string) => `${term} of payments; total ${total}; disclosure-style APR ${apr}.`,
  spokenFix: 'Some figures need fixing before the schedule can be shown.',
  everyPayment: 'Every payment',
  downloadCsv: 'Download CSV',
  print: 'Print',
  tooLongToList: (term: string, edge: number, csvAll: boolean) =>
    `${term} of payments is too long to list here: the table shows the first and last ${edge} payments, and every month’s subtotal follows. The CSV lists ${csvAll ? 'every payment' : 'every month'}.`,
  tableRegion: 'Table of every payment',
  tableCaption: (name: string) => `Payments for ${name}, by business day after funding (day 0 is the funding day)`,
  gap: (from: string, to: string) => `Payments ${from} to ${to}: see the months below`,
  byMonth: 'By month',
  monthRegion: 'Table of monthly subtotals',
  monthCaption: 'Payments by month of 22 business days',
  monthColumns: { paid: 'Paid that month', balance: 'Balance after' },
  monthDays: (first: string, last: string) => `(days ${first}–${last})`,
};

export type ScheduleText = typeof SCHEDULE_TEXT_EN;
