import { formatUsdWhole } from '../../calculator/format';
import { DEBIT_MAX_DOLLARS } from '../../paying/form';

/** What the three tools for owners already paying an advance share on screen: the address note and the step chart. */
export const PAYING_SHARED_EN = {
  lang: 'en' as 'en' | 'es',
  ignored: {
    title: 'Some figures in this page’s address could not be used, so we left them out:',
    after: 'Check those fields below: the example’s figure, or an empty field, is in their place.',
  },
  chart: {
    aria: (from: string, days: string) => `Combined debit per business day, from ${from} until every advance is paid off after ${days} business days.`,
    today: 'Today',
    businessDay: (n: string) => `Business day ${n}`,
    tableToggle: 'The same figures as a table',
    columns: ['Business days', 'Until about', 'Debit per day'] as readonly [string, string, string],
  },
};

export type PayingSharedText = typeof PAYING_SHARED_EN;

/** The debit message (Spanish: DEBIT_RANGE_ES in ./paying.es.ts, with the same limit). */
export const DEBIT_RANGE_EN = `Enter a debit between $1 and ${formatUsdWhole(DEBIT_MAX_DOLLARS * 100)}.`;
